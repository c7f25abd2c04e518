/** The render-error screen reveals only the first 5 lines of the error's stack. */
export const STACK_LINES = 5;

export function firstStackLines(stack: string | null | undefined, count = STACK_LINES) {
  if (!stack) return [];
  return stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, count);
}

/**
 * The stack an error carries itself, which every browser fills in; without the "type: message"
 * line some browsers start it with, as the details card shows that line already. Preact gives an
 * error boundary no component stack, so this is the trace a viewer can copy.
 */
export function errorStack(error: unknown): string | null {
  if (!(error instanceof Error) || !error.stack) return null;
  const heading = String(error);
  return error.stack.startsWith(heading) ? error.stack.slice(heading.length) : error.stack;
}

/** The "type: message" line of the error details card. */
export function errorSummary(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, statusText } = error as { status: unknown; statusText?: unknown };
    return `${String(status)}: ${typeof statusText === 'string' ? statusText : ''}`.trim();
  }
  return `Error: ${String(error)}`;
}

/** The error's own text for the render-error screen: its message, without the type. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return errorSummary(error);
}
