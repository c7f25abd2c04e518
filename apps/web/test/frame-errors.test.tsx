import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorStack, errorText, firstStackLines } from '../src/shared/errors/error-details.ts';
import { ErrorDetailsCard } from '../src/shared/errors/ErrorDetailsCard.tsx';
import { RenderErrorBoundary } from '../src/shared/errors/RenderErrorBoundary.tsx';
import '../src/shared/i18n/i18n.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new TypeError('cannot read properties of undefined');
}

describe('render-error screen', () => {
  it('replaces a crashed page, with reload and the first 5 stack lines on demand', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RenderErrorBoundary>
        <section>
          <Broken />
        </section>
      </RenderErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'We encountered an error!' })).toBeInTheDocument();
    expect(screen.getByTestId('render-error-text').textContent).toBe(
      'cannot read properties of undefined',
    );
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show error details' }));
    const details = screen.getByRole('region', { name: 'Error details' });
    // "type: message", then the first 5 lines of the error's own stack, which starts where it
    // was thrown.
    const trace = details.querySelector('pre')?.textContent?.split('\n');
    expect(trace?.[0]).toBe('TypeError: cannot read properties of undefined');
    expect(trace?.[1]).toContain('Broken');
    expect(trace).toHaveLength(6);
    expect(details.textContent).toContain('Check console for more details');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Error details' })).not.toBeInTheDocument();
  });

  it('clears the crash screen when its reset key changes, drawing the children again', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Page({ path }: { path: string }) {
      if (path === '/media/tv-1/1/1') throw new TypeError('episode one broke');
      return <p>{path}</p>;
    }
    const { rerender } = render(
      <RenderErrorBoundary resetKey="/media/tv-1/1/1">
        <Page path="/media/tv-1/1/1" />
      </RenderErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'We encountered an error!' })).toBeInTheDocument();
    rerender(
      <RenderErrorBoundary resetKey="/media/tv-1/1/2">
        <Page path="/media/tv-1/1/2" />
      </RenderErrorBoundary>,
    );
    expect(screen.queryByRole('heading', { name: 'We encountered an error!' })).toBeNull();
    expect(screen.getByText('/media/tv-1/1/2')).toBeInTheDocument();
  });

  it('says the error text of errors, strings and failed responses', () => {
    expect(errorText(new RangeError('too far'))).toBe('too far');
    expect(errorText('plain words')).toBe('plain words');
    expect(errorText({ status: 404, statusText: 'Not Found' })).toBe('404: Not Found');
  });

  it('keeps only the first 5 non-empty stack lines', () => {
    const stack = '\n    at A\n    at B\n\n    at C\n    at D\n    at E\n    at F';
    expect(firstStackLines(stack)).toEqual(['at A', 'at B', 'at C', 'at D', 'at E']);
    expect(firstStackLines(null)).toEqual([]);
  });

  it('takes the error\'s own stack, without a leading "type: message" line', () => {
    const chromeLike = new RangeError('too far');
    chromeLike.stack = 'RangeError: too far\n    at A\n    at B';
    expect(errorStack(chromeLike)).toBe('\n    at A\n    at B');
    const firefoxLike = new RangeError('too far');
    firefoxLike.stack = 'A@app.js:1:2\nB@app.js:3:4';
    expect(errorStack(firefoxLike)).toBe('A@app.js:1:2\nB@app.js:3:4');
    expect(errorStack({ status: 500 })).toBeNull();
  });
});

describe('error details card', () => {
  it('copies "type: message" and shows the copied state for 2 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ErrorDetailsCard error={new RangeError('out of range')} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    });
    expect(writeText).toHaveBeenCalledWith('RangeError: out of range');
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
