/** The public forms' hidden `website` field: people leave it empty, form-filling robots do not. */
export const honeypotFilled = (value: string | null | undefined): boolean => !!value?.trim();
