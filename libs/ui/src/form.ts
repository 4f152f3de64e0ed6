// Form fields on react-hook-form: a separate entry (@facility/ui/form), so pages without a
// form never download them. A date field is typed (dd-mm-jjjj); MUI X's calendar downloads
// when its calendar button is pressed.
export { TextInput } from './form/TextInput';
export { FloorInput } from './form/FloorInput';
export { SelectInput, type SelectOption } from './form/SelectInput';
export { ReferenceInput, type ReferenceInputProps } from './form/ReferenceInput';
export { SwitchInput } from './form/SwitchInput';
export { DateInput } from './form/DateInput';
export { useSavingForm, type SavingFormOptions } from './form/useSavingForm';
export { useClearOnChange } from './form/useClearOnChange';
export { default as PickersProvider } from './form/LazyPickersProvider';
