import { StrokeIcon } from "./stroke-icon.tsx";
import { SpriteUse } from "./sprite-icon.tsx";

/** The cross of every close button (modals, toasts, the promo banner and icon); the button names itself. */
export function CloseIcon({ size, strokeWidth }: { size: number; strokeWidth: number }) {
  return (
    <StrokeIcon box={20} size={size} strokeWidth={strokeWidth} round="caps">
      <SpriteUse name="close" />
    </StrokeIcon>
  );
}
