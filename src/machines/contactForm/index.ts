export { contactFormMachine } from './contactForm.machine';
export { contactFormActors, submitContact } from './contactForm.actors';
export * from './contactForm.selectors';
export * from './contactForm.types';
export { contactPayloadOf, contactProblem } from './contactForm.rules';
