import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Link } from "react-router";
import type { HomePromo } from "#core/contract/index.ts";
import { BannerImage } from "#app/components/ui/banner-image.tsx";
import { useDataSaver } from "#app/components/data-saver/data-saver-context.ts";
import { HomeSection } from "./section.tsx";
import { StrokeIcon } from "#app/components/ui/stroke-icon.tsx";
import { type SpriteName, SpriteUse } from "#app/components/ui/sprite-icon.tsx";

/** Seed 000 section 9: autoplay every 4000 ms, a slide moves in 500 ms. */
export const AUTOPLAY_MS = 4000;
export const SLIDE_MS = 500;

/**
 * The promo carousel (seed 000 section 2.5 item 1): a CSS scroll-snap row, two promos per view
 * from 640 px (the promo panel's first two), one and a peek on phones. Without JavaScript it
 * swipes and scrolls; with it, it also autoplays (not with prefers-reduced-motion; paused while
 * hovered, focused, hidden or paused with its button) and gets previous, pause and next buttons.
 */
export function PromoCarousel({ promos: all }: { promos: HomePromo[] }) {
  const { t } = useTranslation("home");
  // The data saver: the first slide only (and so no autoplay); the section's "show all" lists the rest.
  const promos = useDataSaver() ? all.slice(0, 1) : all;
  const trackRef = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(true);
  const playingRef = useRef(playing);
  playingRef.current = playing;

  useEffect(() => {
    setEnhanced(true);
    const track = trackRef.current;
    if (!track || promos.length < 2) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (reduceMotion.matches) setPlaying(false);
    let held = false;
    const hold = () => (held = true);
    const release = () => (held = false);
    track.addEventListener("pointerenter", hold);
    track.addEventListener("pointerleave", release);
    track.addEventListener("focusin", hold);
    track.addEventListener("focusout", release);
    const timer = window.setInterval(() => {
      if (held || !playingRef.current || document.hidden || reduceMotion.matches) return;
      step(track, 1);
    }, AUTOPLAY_MS);
    return () => {
      window.clearInterval(timer);
      track.removeEventListener("pointerenter", hold);
      track.removeEventListener("pointerleave", release);
      track.removeEventListener("focusin", hold);
      track.removeEventListener("focusout", release);
    };
  }, [promos.length]);

  if (promos.length === 0) return null;
  // The buttons need JavaScript; before it they hold their place, hidden (no layout shift when they appear).
  const controls =
    promos.length > 1 ? (
      <div className={`flex items-center gap-1 ${enhanced ? "" : "invisible"}`}>
        <CarouselButton
          className="hidden sm:grid"
          label={t("promo.previous")}
          onClick={() => trackRef.current && step(trackRef.current, -1)}
          icon="chevron-left"
        />
        <CarouselButton
          label={playing ? t("promo.pause") : t("promo.play")}
          onClick={() => setPlaying((p) => !p)}
          icon={playing ? "pause" : "play"}
          pressed={!playing}
        />
        <CarouselButton
          className="hidden sm:grid"
          label={t("promo.next")}
          onClick={() => trackRef.current && step(trackRef.current, 1)}
          icon="chevron-right"
        />
      </div>
    ) : null;

  return (
    <HomeSection id="promo" title={t("promo.title")} showAllHref="/promo/all" actions={controls}>
      {/* The carousel pattern (WAI-ARIA APG): named groups, not a list (a plain <ul> takes no aria-label). */}
      {/* biome-ignore lint/a11y/useSemanticElements: a carousel is a group, not a form's <fieldset> */}
      <div
        ref={trackRef}
        role="group"
        className="scroller -mx-4 flex gap-3 overflow-x-auto scroll-px-4 px-4 pb-1 sm:mx-0 sm:scroll-px-0 sm:px-0"
        aria-roledescription="carousel"
        aria-label={t("promo.title")}
        data-carousel=""
      >
        {promos.map((promo, index) => {
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group, not a form's <fieldset>
            <div
              key={promo.id}
              role="group"
              className="w-[88%] shrink-0 sm:w-[calc((100%-0.75rem)/2)]"
              aria-roledescription="slide"
              aria-label={t("promo.slide", { index: index + 1, total: promos.length })}
            >
              <Link
                to={`/promo/${promo.id}`}
                className="block overflow-hidden rounded-2xl bg-neutral-100 ring-1 ring-black/5 hover:opacity-95"
              >
                <BannerImage
                  url={promo.images}
                  sizes="(min-width: 1152px) 560px, (min-width: 640px) 48vw, 88vw"
                  alt={promo.title || promo.code}
                  eager={index === 0}
                />
              </Link>
            </div>
          );
        })}
      </div>
    </HomeSection>
  );
}

function CarouselButton({
  label,
  onClick,
  icon,
  pressed,
  className = "grid",
}: {
  label: string;
  onClick: () => void;
  icon: SpriteName;
  pressed?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      className={`${className} size-8 place-items-center rounded-full border border-neutral-300 bg-white text-neutral-700 hover:border-brand hover:text-brand-dark`}
    >
      <StrokeIcon box={20} size={16} strokeWidth={2}>
        <SpriteUse name={icon} />
      </StrokeIcon>
      <span className="sr-only">{label}</span>
    </button>
  );
}

/** Scrolls one slide forward or back (wrapping around), in SLIDE_MS. */
function step(track: HTMLElement, direction: 1 | -1) {
  const slide = track.firstElementChild as HTMLElement | null;
  if (!slide) return;
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  const stride = slide.offsetWidth + gap;
  const max = track.scrollWidth - track.clientWidth;
  const index = Math.round(track.scrollLeft / stride);
  let target = (index + direction) * stride;
  if (direction === 1 && track.scrollLeft >= max - 4) target = 0;
  else if (direction === -1 && track.scrollLeft <= 4) target = max;
  animateScroll(track, Math.max(0, Math.min(max, target)), SLIDE_MS);
}

function animateScroll(track: HTMLElement, to: number, duration: number) {
  const from = track.scrollLeft;
  if (Math.abs(to - from) < 1) return;
  const start = performance.now();
  track.style.scrollSnapType = "none"; // snapping would fight the frame-by-frame scroll
  const frame = (now: number) => {
    const progress = Math.min(1, (now - start) / duration);
    const eased = progress < 0.5 ? 2 * progress * progress : 1 - (-2 * progress + 2) ** 2 / 2;
    track.scrollLeft = from + (to - from) * eased;
    if (progress < 1) requestAnimationFrame(frame);
    else track.style.scrollSnapType = "";
  };
  requestAnimationFrame(frame);
}
