import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from "@/lib/catalog/price-filter";

const valueText = (dollars: number) => (dollars >= PRICE_FILTER_MAX ? `$${PRICE_FILTER_MAX} and above` : `$${dollars}`);

/** One handle of the slider: its own label for screen readers, and the price it stands at read out in words. */
export function PriceHandle({
  bound,
  value,
  onTop,
  onValue,
  onPointerDown,
}: {
  bound: "min" | "max";
  value: number;
  onTop: boolean;
  onValue: (dollars: number) => void;
  onPointerDown: () => void;
}) {
  const id = `price-${bound}`;
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {bound === "min" ? "Minimum price" : "Maximum price"}
      </label>
      <input
        id={id}
        type="range"
        min={PRICE_FILTER_MIN}
        max={PRICE_FILTER_MAX}
        step={1}
        value={value}
        aria-valuetext={valueText(value)}
        onChange={(event) => onValue(Number(event.currentTarget.value))}
        onPointerDown={onPointerDown}
        className={`price-slider-input ${onTop ? "z-20" : "z-10"}`}
      />
    </>
  );
}
