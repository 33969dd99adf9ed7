export { fieldMessage, translateMessage } from './form-message';
export { FormError, type DescribeError } from './form-error';
export { FormShell } from './form-shell';
export { useAppForm } from './use-app-form';
export { useField } from './use-field';
