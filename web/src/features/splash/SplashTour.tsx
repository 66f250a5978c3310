/**
 * The splash tour (`/`): slide 0 is the intro with Skip and Begin Experience; Begin goes to
 * slide 1 and starts autoplay, a progress bar filling 2 percent every 100 ms and the next slide
 * following when it is full, until the last slide; pressing (touch or mouse) pauses and
 * releasing resumes. The last slide asks whether to book: Yes, Book Now and Skip go to Index,
 * Not Now returns to the intro. A picture that fails to load is tolerated (only logged).
 *
 * spec: public-site.md §2.2, §9 (splash autoplay every 5000 ms, +2 percent every 100 ms).
 */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  PROGRESS_STEP_PERCENT,
  PROGRESS_TICK_MS,
  SPLASH_SLIDES,
  type SplashSlide,
} from './splash-slides';

const LAST = SPLASH_SLIDES.length - 1;
const [INTRO] = SPLASH_SLIDES as [SplashSlide, ...SplashSlide[]];
/** The progress bar's look (the stylesheet belongs to the layout). */
const TRACK = { height: 6, background: '#ddd', borderRadius: 3, marginBottom: '1rem' } as const;
const BAR = { display: 'block', height: '100%', background: 'currentColor' } as const;

export function SplashTour() {
  const navigate = useNavigate();
  const [slide, setSlide] = useState(0);
  const [progress, setProgress] = useState(0);
  const [paused, setPaused] = useState(false);
  const playing = slide > 0 && slide < LAST && !paused;

  useEffect(() => {
    document.title = 'Kijani Conservancy';
  }, []);
  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(() => {
      setProgress((current) => Math.min(current + PROGRESS_STEP_PERCENT, 100));
    }, PROGRESS_TICK_MS);
    return () => window.clearInterval(timer);
  }, [playing]);
  useEffect(() => {
    if (progress < 100) return;
    setProgress(0);
    setSlide((current) => Math.min(current + 1, LAST));
  }, [progress]);

  const current = SPLASH_SLIDES[slide] ?? INTRO;
  const goHome = () => navigate('/index');
  const restart = () => {
    setSlide(0);
    setProgress(0);
  };

  return (
    <section
      className="page narrow splash"
      onPointerDown={() => setPaused(true)}
      onPointerUp={() => setPaused(false)}
      onPointerCancel={() => setPaused(false)}
    >
      <div
        className="splash-progress"
        role="progressbar"
        aria-label="Tour progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        style={TRACK}
      >
        <span style={{ ...BAR, width: `${progress}%` }} />
      </div>
      <img
        className="card-image"
        src={current.image}
        alt=""
        width={360}
        height={240}
        onError={() => console.warn(`Splash picture not loaded: ${current.image}`)}
      />
      <h1>{current.title}</h1>
      <p className="lead" aria-live="polite">
        {current.text}
      </p>
      <div className="step-actions">
        {slide === LAST ? (
          <>
            <button type="button" className="button secondary" onClick={restart}>
              Not Now
            </button>
            <button type="button" className="button primary" onClick={goHome}>
              Yes, Book Now
            </button>
          </>
        ) : (
          <>
            <button type="button" className="button secondary" onClick={goHome}>
              Skip
            </button>
            {slide === 0 && (
              <button type="button" className="button primary" onClick={() => setSlide(1)}>
                Begin Experience
              </button>
            )}
          </>
        )}
      </div>
    </section>
  );
}
