export {
	DISPLAY_NAME_MAX,
	PROFILE_FORM_FIELDS,
	PROFILE_RULES,
	ProfileFields,
	profileData,
	validateDisplayName,
} from './ProfileFields';
export type {
	ProfileChoices,
	ProfileFieldsProps,
	ProfileFormField,
} from './ProfileFields';
