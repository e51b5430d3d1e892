// The saves feature's widgets on cards and detail pages elsewhere.
export { DetailSaveButton } from './detail-save-button';
export { SaveButton, useSaveToggle } from './save-button';
