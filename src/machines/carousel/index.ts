export { carouselMachine } from './carousel.machine';
export { CAROUSEL } from './carousel.constants';
export { swipeDirection, type SlideDirection } from './carousel.rules';
export * from './carousel.selectors';
export * from './carousel.types';
