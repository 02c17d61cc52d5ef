export { APP_CONTENT_ID, AppFrame, AppFrameLink, type AppFrameProps, SkipLink } from './app-frame';
export { Badge } from './badge';
export { CataloguePicture, type CataloguePictureProps, type PictureImage } from './catalogue-picture';
export { ConfirmDialog, type ConfirmDialogProps, type ConfirmTexts } from './confirm-dialog';
export { IconButton } from './icon-button';
export { JsonLd, jsonLdText } from './json-ld';
export { Button, ButtonLink, type ButtonVariant, LinkButton } from './button';
export { Dialog, type DialogPlacement, type DialogProps } from './dialog';
export {
  CheckboxField,
  type CheckboxFieldProps,
  Input,
  PasswordField,
  type PasswordFieldProps,
  Select,
  SelectField,
  TextArea,
  TextAreaField,
  TextField,
  type TextFieldProps,
  VisuallyHidden,
} from './fields';
export { GlobalStyle } from './global-style';
export { consentCopy, MarketingConsentField, type MarketingConsentFieldProps } from './marketing-consent';
export { DialogActions, guideCopy } from './guide';
export { Alert, Card, Container, PageMeta, Section } from './layout';
export { LoadFailure } from './load-failure';
export { Spinner } from './spinner';
export { media, type Theme, theme } from './theme';
export { PendingPage } from './pending-page';
export * from './router';
