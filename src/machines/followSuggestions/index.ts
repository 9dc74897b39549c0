export { followSuggestionsMachine } from './followSuggestions.machine';
export { followSuggestionsActors, followVendor, loadSuggestions } from './followSuggestions.actors';
export * from './followSuggestions.selectors';
export type * from './followSuggestions.types';
