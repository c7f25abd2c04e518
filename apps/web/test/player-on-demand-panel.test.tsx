import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemandPanel } from '../src/features/player/components/on-demand-panel.ts';

const Panel = ({ label }: { label: string }) => <p>{label}</p>;

function Overlay({
  panel,
  open,
}: {
  panel: ReturnType<typeof onDemandPanel<{ label: string }>>;
  open: boolean;
}) {
  const Loaded = panel.usePanel(open);
  return open && Loaded ? <Loaded label="menu" /> : null;
}

describe('a panel fetched on first opening', () => {
  afterEach(cleanup);

  it('fetches nothing while closed, then draws once its code is here', async () => {
    const importPanel = vi.fn(async () => Panel);
    const panel = onDemandPanel(importPanel);
    const view = render(<Overlay panel={panel} open={false} />);
    expect(importPanel).not.toHaveBeenCalled();
    view.rerender(<Overlay panel={panel} open />);
    expect(await screen.findByText('menu')).toBeInTheDocument();
    view.unmount();
    // A later opening draws at once, from the code already fetched.
    render(<Overlay panel={panel} open />);
    expect(screen.getByText('menu')).toBeInTheDocument();
    expect(importPanel).toHaveBeenCalledTimes(1);
  });

  it('asks again on the next opening after a failed fetch', async () => {
    const importPanel = vi
      .fn<() => Promise<typeof Panel>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Panel);
    const panel = onDemandPanel(importPanel);
    const first = render(<Overlay panel={panel} open />);
    await act(async () => {});
    expect(first.container).toBeEmptyDOMElement();
    first.unmount();
    render(<Overlay panel={panel} open />);
    expect(await screen.findByText('menu')).toBeInTheDocument();
    expect(importPanel).toHaveBeenCalledTimes(2);
  });
});
