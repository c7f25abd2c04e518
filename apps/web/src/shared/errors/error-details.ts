/** The render-error screen reveals only the first 5 lines of the component stack. */
export const COMPONENT_STACK_LINES = 5;

export function firstStackLines(stack: string | null | undefined, count = COMPONENT_STACK_LINES) {
  if (!stack) return [];
  return stack
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, count);
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
