import { useEffect, useState } from "react";
import { useNavigation } from "react-router";

/**
 * A thin brand-coloured bar at the top while a navigation or a submission loads. It appears only
 * after 150 ms (CSS delay), so quick navigations do not flash, and completes before fading out.
 */
export function ProgressBar() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [phase, setPhase] = useState<"idle" | "loading" | "done">("idle");

  useEffect(() => {
    if (busy) {
      setPhase("loading");
      return;
    }
    setPhase((current) => (current === "loading" ? "done" : current));
    const timer = setTimeout(() => setPhase("idle"), 450);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-x-0 top-0 z-[80] h-[3px]">
      {phase === "idle" ? null : (
        <div
          className={`progress-bar h-full bg-brand ${phase === "done" ? "progress-bar-done" : "progress-bar-loading"}`}
        />
      )}
    </div>
  );
}
