/**
 * The panels in the block editor's document sidebar. A journal's: 基本信息 (with the journal's
 * categories), 指标与收录, 编委, 媒体, 最新文章, 常见问题, 微信公众号; an article's: 论文与期刊 and
 * 特刊征稿. Every field is the post's meta, edited through the editor's store (core-data saves it
 * with the post); the categories are the post's tags. While a box holds a value that cannot be
 * saved, saving is locked.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { FieldControl } from './controls';
import { articleGroups, groups, type Group } from './fields';
import { editorData, wp } from './wp';

/** The post types with panels, and their panels. */
const PANELS: Record< string, () => Group[] > = {
	journal: groups,
	post: articleGroups,
};

/** The lock this script puts on saving. */
export const SAVE_LOCK = 'mvc-journal-fields';

interface EditorSelectors {
	getCurrentPostType: () => string;
	getEditedPostAttribute: ( attribute: string ) => unknown;
}

interface EditorActions {
	editPost: ( edits: Record< string, unknown > ) => void;
	lockPostSaving: ( name: string ) => void;
	unlockPostSaving: ( name: string ) => void;
}

/**
 * The journal's categories: one checkbox per journal filter tag, setting the post's tags.
 *
 * @param props      Props.
 * @param props.tags The post's tag ids.
 * @param props.edit Sets the post's tag ids.
 */
function Classification( {
	tags,
	edit,
}: {
	tags: number[];
	edit: ( tags: number[] ) => void;
} ) {
	const options = editorData().classification;
	const { CheckboxControl } = wp().components;
	if ( options.length === 0 ) {
		return null;
	}
	return (
		<fieldset className="mvc-journal-fields__classification">
			<legend>{ __( 'Journal categories', 'mvc-core' ) }</legend>
			{ options.map( ( option ) => (
				<CheckboxControl
					__nextHasNoMarginBottom
					key={ option.id }
					label={ option.name }
					checked={ tags.includes( option.id ) }
					onChange={ ( checked: boolean ) =>
						edit(
							checked
								? [ ...tags, option.id ]
								: tags.filter( ( id ) => id !== option.id )
						)
					}
				/>
			) ) }
		</fieldset>
	);
}

/**
 * The panels of the edited post's type (none for other types).
 */
export function JournalFieldsPanels() {
	// The store's own values (stable between calls); what is derived from them is memoised.
	const { postType, editedMeta, editedTags } = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as unknown as EditorSelectors;
		return {
			postType: editor.getCurrentPostType(),
			editedMeta: editor.getEditedPostAttribute( 'meta' ),
			editedTags: editor.getEditedPostAttribute( 'tags' ),
		};
	}, [] );
	const meta = useMemo(
		() =>
			( editedMeta && typeof editedMeta === 'object'
				? editedMeta
				: {} ) as Record< string, unknown >,
		[ editedMeta ]
	);
	const tags = useMemo(
		() =>
			Array.isArray( editedTags )
				? editedTags.filter(
						( id ): id is number => typeof id === 'number'
					)
				: [],
		[ editedTags ]
	);
	const { editPost, lockPostSaving, unlockPostSaving } = useDispatch(
		'core/editor'
	) as unknown as EditorActions;
	const [ problems, setProblems ] = useState< Record< string, boolean > >(
		{}
	);
	const panels = useMemo(
		() => ( Object.hasOwn( PANELS, postType ) ? PANELS[ postType ]() : [] ),
		[ postType ]
	);

	const onProblem = useCallback( ( key: string, problem: boolean ) => {
		setProblems( ( current ) =>
			current[ key ] === problem
				? current
				: { ...current, [ key ]: problem }
		);
	}, [] );
	const blocked = Object.values( problems ).some( Boolean );
	useEffect( () => {
		if ( blocked ) {
			lockPostSaving( SAVE_LOCK );
		} else {
			unlockPostSaving( SAVE_LOCK );
		}
	}, [ blocked, lockPostSaving, unlockPostSaving ] );

	if ( panels.length === 0 ) {
		return null;
	}
	const { PluginDocumentSettingPanel } = wp().editor;
	return (
		<>
			{ panels.map( ( group, index ) => (
				<PluginDocumentSettingPanel
					key={ group.name }
					name={ group.name }
					title={ group.title }
					className="mvc-journal-fields"
				>
					{ group.fields.map( ( field ) => (
						<div
							key={ field.key }
							className="mvc-journal-fields__field"
							style={ { marginBottom: '16px' } }
						>
							<FieldControl
								field={ field }
								value={ meta[ field.key ] }
								onChange={ ( value ) =>
									editPost( {
										meta: { [ field.key ]: value },
									} )
								}
								onProblem={ onProblem }
							/>
						</div>
					) ) }
					{ index === 0 && postType === 'journal' && (
						<Classification
							tags={ tags }
							edit={ ( next ) => editPost( { tags: next } ) }
						/>
					) }
				</PluginDocumentSettingPanel>
			) ) }
		</>
	);
}
