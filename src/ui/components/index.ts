export { TextField, type TextFieldProps } from './TextField';
export { PasswordField, type PasswordFieldProps } from './PasswordField';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { SubmitButton, type SubmitButtonProps } from './SubmitButton';
export { usePageTitle } from './usePageTitle';
export { useActorText, type ActorText } from './useActorText';
export { GoogleSignInLink, GOOGLE_SIGN_IN_PATH } from './GoogleSignInLink';
export { Carousel, type CarouselImageVariant, type CarouselMediaItem, type CarouselProps } from './Carousel';
export { AdSlot, AdSlotForScreen, AD_SIZES, type AdSize, type AdSlotForScreenProps, type AdSlotProps } from './AdSlot';
