export { profileSettingsMachine } from './profileSettings.machine';
export { profileSettingsActors, saveProfile } from './profileSettings.actors';
export * from './profileSettings.selectors';
export * from './profileSettings.types';
export { emailTone, personalFormOf, phoneTone, profileBodyOf, profileProblem } from './profileSettings.rules';
