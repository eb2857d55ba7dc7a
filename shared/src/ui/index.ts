// The kit's strings live in the shared i18next namespace: make sure it is initialised.
import '@erep/shared/i18n';
import './ui.css';

export { Alert, type AlertKind, type AlertProps } from './alert';
export { Badge, type BadgeProps } from './badge';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './button';
export { EmptyState, type EmptyStateProps } from './empty-state';
export {
  CheckboxField,
  SelectField,
  TextField,
  type CheckboxFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type TextFieldProps,
} from './fields';
export { ConfirmDialog, Modal, type ConfirmDialogProps, type ModalProps } from './modal';
export { Pagination, pageWindow, type PaginationProps } from './pagination';
export { LoadingOverlay, Spinner, type LoadingOverlayProps, type SpinnerProps, type SpinnerSize } from './spinner';
export { Stepper, type StepperProps } from './stepper';
export { Table, type TableColumn, type TableProps } from './table';
export { Tabs, type TabItem, type TabsProps } from './tabs';
export { Toaster, connectToastBus, dismissAllToasts, notify } from './toast';
export { Card, Page } from './page';
export { SectionPage } from './section-page';
