/**
 * The slides of the splash tour: slide 0 is the intro, the others show the conservancy's
 * wildlife and work (the site's illustrations), and the last asks whether to book.
 *
 * spec: public-site.md §2.2.
 */
export interface SplashSlide {
  image: string;
  title: string;
  text: string;
}

/** Autoplay: the progress bar gains 2 percent every 100 ms, a slide every 5000 ms. */
export const PROGRESS_STEP_PERCENT = 2;
export const PROGRESS_TICK_MS = 100;

export const SPLASH_SLIDES: readonly SplashSlide[] = [
  {
    image: '/images/hero.svg',
    title: 'Welcome to Kijani Conservancy',
    text: 'A short tour of the wildlife you help protect.',
  },
  { image: '/images/rhino.svg', title: 'Rhinos', text: 'Guarded day and night by our rangers.' },
  { image: '/images/lion.svg', title: 'Lions', text: 'Tracked at dawn with our researchers.' },
  { image: '/images/chimp.svg', title: 'Chimpanzees', text: 'Rescued and cared for for life.' },
  { image: '/images/k9.svg', title: 'The K9 unit', text: 'Dogs trained to stop poachers.' },
  { image: '/images/ranger.svg', title: 'Rangers', text: 'The people who keep the bush safe.' },
  { image: '/images/pelican.svg', title: 'Stay with us', text: 'Camp, bandas and houses.' },
  {
    image: '/images/night-drive.svg',
    title: 'Would you like to book a visit?',
    text: 'Your visit pays for conservation.',
  },
];
