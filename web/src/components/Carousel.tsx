/**
 * A picture carousel, one picture per page, with previous and next buttons and a counter; it
 * may advance by itself every `intervalMs` (not while hovered or focused, and not when the
 * visitor prefers reduced motion). Its box keeps a 3:2 shape so nothing below it moves.
 *
 * spec: public-site.md §2.6 (gallery with previous/next buttons and a counter), §2.7 (autoplay
 * carousel, 3000 ms, pauses on hover, one image per page), §9.
 */
import { useEffect, useState } from 'react';

interface CarouselProps {
  label: string;
  images: { src: string; alt: string }[];
  /** Autoplay interval in milliseconds; no autoplay when omitted. */
  intervalMs?: number;
}

export function Carousel({ label, images, intervalMs }: CarouselProps) {
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const autoplay = intervalMs !== undefined && images.length > 1 && !held && !reducedMotion;
  useEffect(() => {
    if (!autoplay) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % images.length),
      intervalMs,
    );
    return () => window.clearInterval(timer);
  }, [autoplay, intervalMs, images.length]);
  const image = images[index] ?? images[0];
  const move = (step: number) =>
    setIndex((current) => (current + step + images.length) % images.length);

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="carousel-frame">
        {image && <img key={image.src} src={image.src} alt={image.alt} width={960} height={640} />}
      </div>
      <div className="slider-controls">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous picture"
          disabled={images.length < 2}
          onClick={() => move(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <span className="slider-counter">
          {index + 1} / {images.length}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Next picture"
          disabled={images.length < 2}
          onClick={() => move(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </section>
  );
}
