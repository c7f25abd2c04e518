import { CONTROLS_HIDE_MS } from '@screenroom/core';
import {
  useCallback,
  useEffect,
  useRef,
  type MouseEvent as ReactMouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import type { HoverState } from '../store/view-slice.ts';
import { usePlayer, usePlayerState } from '../player-context.tsx';

export type ControlsVisibility = {
  visible: boolean;
  /** For the player's outer element: pointer movement and touches on the controls. */
  containerHandlers: {
    onPointerMove: (event: ReactPointerEvent) => void;
    onPointerDown: (event: ReactPointerEvent) => void;
    onPointerLeave: (event: ReactPointerEvent) => void;
  };
  /** For the picture: a click plays or pauses, a tap shows or hides the controls. */
  videoHandlers: {
    onClick: (event: ReactMouseEvent) => void;
    onDoubleClick: (event: ReactMouseEvent) => void;
  };
  /** Anything else the viewer does (a shortcut key) brings the controls back for 3 s. */
  onActivity: () => void;
};

/**
 * When the controls are on screen. Unless they `canHide` (playing, with no menu open) they stay;
 * otherwise they hide 3 s after the last activity. A mouse shows them by moving and toggles play with
 * a click (a double click toggles fullscreen); on a touch screen the first tap on the picture only
 * shows them - it must not pause - and a tap while they are up hides them.
 */
export function useControlsVisibility(canHide: boolean): ControlsVisibility {
  const player = usePlayer();
  const setHovering = useCallback(
    (hovering: HoverState) => player.store.getState().setHovering(hovering),
    [player],
  );
  const alwaysShown = !canHide;
  const hovering = usePlayerState((s) => s.hovering);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Click events do not say reliably whether a finger or a mouse made them; the pointerdown
  // just before does.
  const lastPointer = useRef<string>('mouse');
  const visible = alwaysShown || hovering !== 'not_hovering';

  const showFor = useCallback(
    (reason: Exclude<HoverState, 'not_hovering'>) => {
      setHovering(reason);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setHovering('not_hovering'), CONTROLS_HIDE_MS);
    },
    [setHovering],
  );

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setHovering('not_hovering');
  }, [setHovering]);

  const onActivity = useCallback(() => showFor('mouse_hover'), [showFor]);

  // Once playback starts (or a menu closes) the controls stay 3 s more, then go.
  useEffect(() => {
    if (alwaysShown) return;
    showFor(player.store.getState().hovering === 'mobile_tapped' ? 'mobile_tapped' : 'mouse_hover');
  }, [player, alwaysShown, showFor]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onPointerMove = useCallback(
    (event: ReactPointerEvent) => {
      if (event.pointerType !== 'touch') showFor('mouse_hover');
    },
    [showFor],
  );

  const onPointerDown = useCallback(
    (event: ReactPointerEvent) => {
      lastPointer.current = event.pointerType;
      // A touch on the controls keeps them up; a touch on the picture is decided by its click.
      if (event.pointerType === 'touch' && !(event.target instanceof HTMLVideoElement)) {
        showFor('mobile_tapped');
      }
    },
    [showFor],
  );

  const onPointerLeave = useCallback(
    (event: ReactPointerEvent) => {
      if (event.pointerType !== 'touch') hide();
    },
    [hide],
  );

  const onClick = useCallback(() => {
    if (lastPointer.current !== 'touch') {
      player.togglePlay();
      return;
    }
    if (visible && !alwaysShown) hide();
    else showFor('mobile_tapped');
  }, [player, visible, alwaysShown, hide, showFor]);

  const onDoubleClick = useCallback(() => {
    if (lastPointer.current !== 'touch') player.toggleFullscreen();
  }, [player]);

  return {
    visible,
    containerHandlers: { onPointerMove, onPointerDown, onPointerLeave },
    videoHandlers: { onClick, onDoubleClick },
    onActivity,
  };
}
