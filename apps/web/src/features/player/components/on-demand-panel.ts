import { useEffect, useState, type ComponentType } from 'react';

/**
 * An overlay panel whose code is fetched when it first opens rather than with the player, which
 * needs none of it for the first frame. Once here, every later opening draws at once.
 */
export function onDemandPanel<Props extends object>(
  importPanel: () => Promise<ComponentType<Props>>,
) {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<ComponentType<Props>> | null = null;

  function load(): Promise<ComponentType<Props>> {
    loading ??= importPanel().then(
      (panel) => (loaded = panel),
      (error: unknown) => {
        // A failed fetch (the connection dropped) is tried again on the next opening.
        loading = null;
        throw error;
      },
    );
    return loading;
  }

  /** The panel's component once its code is here, fetching it while `open`; null until then. */
  function usePanel(open: boolean): ComponentType<Props> | null {
    const [panel, setPanel] = useState<ComponentType<Props> | null>(() => loaded);
    useEffect(() => {
      if (!open || panel) return;
      let current = true;
      load().then(
        (component) => current && setPanel(() => component),
        () => undefined,
      );
      return () => {
        current = false;
      };
    }, [open, panel]);
    return panel;
  }

  return { load, usePanel };
}
