"use client";

import { useEffect, useRef, useState } from "react";
import {
  DEFAULT_PRICE_RANGE,
  PRICE_FILTER_MAX,
  PRICE_FILTER_MIN,
  formatPriceBound,
  isDefaultPriceRange,
  type PriceRange,
} from "@/lib/catalog/price-filter";
import { shopHref } from "@/lib/catalog/shop-query";
import { PriceHandle } from "@/components/shop/price-handle";
import { useShopNavigation } from "@/components/shop/shop-navigation";
import { useShopQuery } from "@/components/shop/use-shop-query";

// Arrow keys fire one change per press; the URL follows once the presses pause, not on every step.
const COMMIT_DELAY_MS = 300;

const rangeKey = (range: PriceRange) => `${range.min}-${range.max}`;
const percent = (dollars: number) => ((dollars - PRICE_FILTER_MIN) / (PRICE_FILTER_MAX - PRICE_FILTER_MIN)) * 100;

/**
 * The shop's two-handle price slider (whole dollars 0–40, the top meaning "no limit"); it writes min/max to the URL.
 */
export function PriceFilter() {
  const navigation = useShopNavigation();
  const query = useShopQuery();
  const urlKey = rangeKey(query.price);
  const [range, setRange] = useState(query.price);
  const [seenUrlKey, setSeenUrlKey] = useState(urlKey);
  const [committedKey, setCommittedKey] = useState(urlKey);
  const timer = useRef<number | undefined>(undefined);
  const dragging = useRef(false);
  const latest = useRef(range);

  // A navigation this slider did not make (Clear filters, Back) moves the handles to the URL's range.
  if (urlKey !== seenUrlKey) {
    setSeenUrlKey(urlKey);
    if (urlKey !== committedKey) {
      setRange(query.price);
      setCommittedKey(urlKey);
    }
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Only this slider's own change is "Updating…": a category loading meanwhile is not about the price.
  const updating = navigation.pending && committedKey !== urlKey;

  function commit(next: PriceRange) {
    window.clearTimeout(timer.current);
    const key = rangeKey(next);
    if (key === committedKey) return;
    setCommittedKey(key);
    navigation.go(shopHref({ ...query, price: next }), { replace: true });
  }

  function change(next: PriceRange) {
    setRange(next);
    latest.current = next;
    window.clearTimeout(timer.current);
    if (!dragging.current) timer.current = window.setTimeout(() => commit(next), COMMIT_DELAY_MS);
  }

  // A drag commits once, when the pointer is released, wherever that happens.
  function startDrag() {
    dragging.current = true;
    const controller = new AbortController();
    const end = () => {
      controller.abort();
      dragging.current = false;
      commit(latest.current);
    };
    window.addEventListener("pointerup", end, { signal: controller.signal });
    window.addEventListener("pointercancel", end, { signal: controller.signal });
  }

  function reset() {
    setRange(DEFAULT_PRICE_RANGE);
    latest.current = DEFAULT_PRICE_RANGE;
    commit(DEFAULT_PRICE_RANGE);
  }

  // Whichever handle could still move decides which input lies on top where the two overlap.
  const minOnTop = range.min > (PRICE_FILTER_MIN + PRICE_FILTER_MAX) / 2;

  return (
    <fieldset aria-describedby="price-filter-hint">
      <legend className="float-left text-xs leading-7 font-semibold tracking-[0.2em] text-gold-deep uppercase">
        Price
      </legend>
      <p className="text-right font-display text-xl leading-7 font-semibold" aria-hidden="true">
        {formatPriceBound(range.min)} – {formatPriceBound(range.max)}
      </p>
      <div className="price-slider clear-both">
        <div className="price-slider-track" />
        <div
          className="price-slider-fill"
          style={{ left: `${percent(range.min)}%`, right: `${100 - percent(range.max)}%` }}
        />
        {(["min", "max"] as const).map((bound) => (
          <PriceHandle
            key={bound}
            bound={bound}
            value={range[bound]}
            onTop={(bound === "min") === minOnTop}
            // A handle stops where the other stands: the range never turns inside out.
            onValue={(dollars) =>
              change(
                bound === "min"
                  ? { min: Math.min(dollars, range.max), max: range.max }
                  : { min: range.min, max: Math.max(dollars, range.min) },
              )
            }
            onPointerDown={startDrag}
          />
        ))}
      </div>
      <div className="flex items-start justify-between gap-4">
        <p id="price-filter-hint" className="text-xs leading-relaxed text-muted">
          {updating
            ? "Updating…"
            : `At ${formatPriceBound(PRICE_FILTER_MAX)}, pieces over $${PRICE_FILTER_MAX} are included.`}
        </p>
        <button
          type="button"
          onClick={reset}
          disabled={isDefaultPriceRange(range) && committedKey === rangeKey(DEFAULT_PRICE_RANGE)}
          className="-mt-2 inline-flex min-h-10 shrink-0 items-center text-sm font-medium text-rose underline underline-offset-4 hover:text-rose-deep disabled:cursor-default disabled:text-muted disabled:no-underline"
        >
          Reset Price
        </button>
      </div>
    </fieldset>
  );
}
