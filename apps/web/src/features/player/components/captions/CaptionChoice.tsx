import { MenuChoice } from '../MenuChoice.tsx';
import { useCaptionStatusHint } from './hooks/useCaptionStatus.ts';
import { usePlayer } from '../../player-context.tsx';

/**
 * A caption in a menu: picking it turns it on (or runs `onSelect`, for one still to download);
 * it says when it is loading or why it failed.
 */
export function CaptionChoice({
  id,
  label,
  hint,
  checked,
  onSelect,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  onSelect?: () => void;
}) {
  const player = usePlayer();
  const choose = onSelect ?? (() => void player.selectCaption(id));
  const status = useCaptionStatusHint(id);
  const hints = [hint, status].filter(Boolean).join(' · ');
  return (
    <MenuChoice
      testId={`caption-${id}`}
      label={label}
      hint={hints || undefined}
      checked={checked}
      onSelect={choose}
    />
  );
}
