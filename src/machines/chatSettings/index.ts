export { chatSettingsMachine } from './chatSettings.machine';
export { chatSettingsActors, saveChatColor } from './chatSettings.actors';
export * from './chatSettings.selectors';
export * from './chatSettings.types';
export { colourProblem, savedFormOf } from './chatSettings.rules';
