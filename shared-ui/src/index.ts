export { Badge } from './badge';
export { Button, ButtonLink, type ButtonVariant, LinkButton } from './button';
export { Dialog, type DialogPlacement, type DialogProps } from './dialog';
export {
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
export { DialogActions, guideCopy } from './guide';
export { Alert, Card, Container, PageMeta, Section } from './layout';
export { LoadFailure } from './load-failure';
export { Spinner } from './spinner';
export { media, type Theme, theme } from './theme';
export { PendingPage } from './pending-page';
export * from './router';
