/**
 * The home page's photo slider: the landscape and a few scenes of the conservancy, one at a
 * time, advancing every 10 seconds (not when the visitor prefers reduced motion, and not while
 * paused), with previous, next and pause buttons. The first picture loads at once; the others
 * when their turn comes. Its box keeps a fixed 16:9 shape, so nothing below it moves.
 *
 * spec: public-site.md §2.4 (photo slider, autoplay every 10000 ms), §9.
 */
import { useEffect, useState } from 'react';

/** Time each slide shows, in milliseconds. spec: public-site.md §9. */
const SLIDE_MS = 10_000;

const SLIDES = [
  { src: '/images/hero.svg', alt: 'The conservancy at golden hour: acacias on the savanna' },
  { src: '/images/lion.svg', alt: 'Lions resting in the grass' },
  { src: '/images/rhino.svg', alt: 'Rhinos in the endangered species boma' },
  { src: '/images/night-drive.svg', alt: 'A spotlit night game drive' },
];

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

export function PhotoSlider() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(
      () => setIndex((current) => (current + 1) % SLIDES.length),
      SLIDE_MS,
    );
    return () => window.clearInterval(timer);
  }, [playing]);
  const slide = SLIDES[index] ?? SLIDES[0];
  const move = (step: number) =>
    setIndex((current) => (current + step + SLIDES.length) % SLIDES.length);

  return (
    <section className="slider" aria-roledescription="carousel" aria-label="Photos">
      <div className="slider-frame">
        {slide && (
          <img
            key={slide.src}
            src={slide.src}
            alt={slide.alt}
            width={1600}
            height={900}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            className="slider-image"
          />
        )}
        <p className="slider-caption">Kijani Conservancy — where your visit protects wildlife</p>
      </div>
      <div className="slider-controls">
        <button
          type="button"
          className="icon-button"
          aria-label="Previous photo"
          onClick={() => move(-1)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <span className="slider-counter" aria-live={playing ? 'off' : 'polite'}>
          {index + 1} / {SLIDES.length}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label="Next photo"
          onClick={() => move(1)}
        >
          <span aria-hidden="true">›</span>
        </button>
        <button type="button" className="text-button" onClick={() => setPlaying((on) => !on)}>
          {playing ? 'Pause' : 'Play'}
        </button>
      </div>
    </section>
  );
}
