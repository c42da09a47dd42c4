import type { ReactNode } from "react";
import { SpriteUse } from "./sprite-icon.tsx";

interface StrokeIconProps {
  /** The side of the square drawing the paths are written in. */
  box: number;
  /** Width and height in px; without it, size the icon with `className`. */
  size?: number;
  className?: string;
  strokeWidth: number;
  /** The line colour: the text colour unless a brand colour is wanted. */
  stroke?: string;
  /** Which line ends and corners are rounded; the drawings differ and are kept as drawn. */
  round?: "caps and joins" | "caps" | "joins" | "none";
  children: ReactNode;
}

/**
 * A stroked outline icon: no fill, hidden from assistive technology (the control or text beside it
 * names what it is). Every line icon of the site draws through it.
 */
export function StrokeIcon({
  box,
  size,
  className,
  strokeWidth,
  stroke = "currentColor",
  round = "caps and joins",
  children,
}: StrokeIconProps) {
  return (
    <svg
      viewBox={`0 0 ${box} ${box}`}
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      fill="none"
      stroke={stroke}
      strokeWidth={strokeWidth}
      strokeLinecap={round === "caps and joins" || round === "caps" ? "round" : undefined}
      strokeLinejoin={round === "caps and joins" || round === "joins" ? "round" : undefined}
    >
      {children}
    </svg>
  );
}

/** The left or right chevron of the pagers and carousels' arrow buttons (20-unit drawing). */
export function ChevronIcon({
  direction,
  className,
  strokeWidth = 2,
}: {
  direction: "left" | "right";
  className: string;
  strokeWidth?: number;
}) {
  return (
    <StrokeIcon box={20} className={className} strokeWidth={strokeWidth}>
      <SpriteUse name={direction === "left" ? "chevron-left" : "chevron-right"} />
    </StrokeIcon>
  );
}
