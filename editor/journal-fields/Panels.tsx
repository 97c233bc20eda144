/**
 * The panels in the block editor's document sidebar. A journal's: 期刊封面 (its cover, the featured
 * image, required before publishing: also in the pre-publish panel) and 期刊资料, whose ~70 fields
 * come in groups shown one at a time — 基本信息 (with the journal's categories), 指标与收录, 编委,
 * 媒体, 最新文章, 常见问题, 微信公众号. An article's: 所属期刊 (JournalPicker), 论文与期刊 and 特刊征稿.
 * Every field is the post's meta, edited through the editor's store (core-data saves it with the
 * post); the categories are the post's tags. While a box holds a value that cannot be saved,
 * saving is locked; so is publishing a journal without its cover.
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { FieldControl } from './controls';
import { articleGroups, groups, type Field, type Group } from './fields';
import { JOURNAL_META, JournalPicker } from './JournalPicker';
import { editorData, wp } from './wp';

/** The post types with panels, and their panels. */
const PANELS: Record< string, () => Group[] > = {
	journal: groups,
	post: articleGroups,
};

/** The lock this script puts on saving. */
export const SAVE_LOCK = 'mvc-journal-fields';

/** The lock on publishing a journal without its cover, and its notice. */
export const COVER_LOCK = 'mvc-journal-cover';

interface EditorSelectors {
	getCurrentPostType: () => string;
	getEditedPostAttribute: ( attribute: string ) => unknown;
	getCurrentPostAttribute: ( attribute: string ) => unknown;
	isPublishSidebarOpened?: () => boolean;
	isPublishSidebarEnabled?: () => boolean;
}

interface EditorActions {
	editPost: ( edits: Record< string, unknown > ) => void;
	lockPostSaving: ( name: string ) => void;
	unlockPostSaving: ( name: string ) => void;
}

interface NoticeActions {
	createWarningNotice: (
		message: string,
		options: { id: string; isDismissible: boolean }
	) => void;
	removeNotice: ( id: string ) => void;
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
 * Whether a value is an attachment id.
 *
 * @param value The value.
 */
function isId( value: unknown ): value is number {
	return typeof value === 'number' && value > 0;
}

/**
 * The journal's cover: the featured image, chosen from the media library, with what it is for.
 *
 * @param props          Props.
 * @param props.cover    The featured image's id (0: none).
 * @param props.onChange Sets it.
 * @param props.locked   Whether publishing waits for it.
 */
function Cover( {
	cover,
	onChange,
	locked,
}: {
	cover: number;
	onChange: ( id: number ) => void;
	locked: boolean;
} ) {
	const { Notice } = wp().components;
	const field: Field = {
		key: 'featured_media',
		label: __( 'Journal cover', 'mvc-core' ),
		kind: 'image',
	};
	return (
		<div className="mvc-journal-fields__cover">
			{ cover <= 0 && (
				<Notice
					status={ locked ? 'error' : 'warning' }
					isDismissible={ false }
				>
					{ __(
						'Choose the journal’s cover before publishing: the journal’s card on the journals page and its slide on the home page show it.',
						'mvc-core'
					) }
				</Notice>
			) }
			<FieldControl
				field={ field }
				value={ cover }
				onChange={ ( value ) => onChange( isId( value ) ? value : 0 ) }
				onProblem={ () => undefined }
			/>
		</div>
	);
}

/**
 * The panels of the edited post's type (none for other types).
 */
export function JournalFieldsPanels() {
	// The store's own values (stable between calls); what is derived from them is memoised.
	const {
		postType,
		editedMeta,
		editedTags,
		cover,
		savedCover,
		savedStatus,
		publishing,
	} = useSelect( ( select ) => {
		const editor = select( 'core/editor' ) as unknown as EditorSelectors;
		return {
			postType: editor.getCurrentPostType(),
			editedMeta: editor.getEditedPostAttribute( 'meta' ),
			editedTags: editor.getEditedPostAttribute( 'tags' ),
			cover: editor.getEditedPostAttribute( 'featured_media' ),
			savedCover: editor.getCurrentPostAttribute( 'featured_media' ),
			savedStatus: editor.getCurrentPostAttribute( 'status' ),
			// The pre-publish panel is open, or there is none (Publish publishes at once).
			publishing:
				( editor.isPublishSidebarOpened?.() ?? false ) ||
				! ( editor.isPublishSidebarEnabled?.() ?? true ),
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
	const { createWarningNotice, removeNotice } = useDispatch(
		'core/notices'
	) as unknown as NoticeActions;
	const [ problems, setProblems ] = useState< Record< string, boolean > >(
		{}
	);
	const [ chosen, setChosen ] = useState( 0 );
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

	// A journal is published only with its cover: publishing it (or saving a published journal
	// whose cover was taken away) waits, with a notice, until one is chosen. A draft saves.
	const journal = postType === 'journal';
	const published = savedStatus === 'publish' || savedStatus === 'future';
	const coverLocked =
		journal &&
		! isId( cover ) &&
		( published ? isId( savedCover ) : publishing );
	useEffect( () => {
		if ( ! journal ) {
			return;
		}
		if ( coverLocked ) {
			lockPostSaving( COVER_LOCK );
			createWarningNotice(
				__(
					'Publishing waits for the journal’s cover: choose it in the Journal cover panel.',
					'mvc-core'
				),
				{ id: COVER_LOCK, isDismissible: false }
			);
		} else {
			unlockPostSaving( COVER_LOCK );
			removeNotice( COVER_LOCK );
		}
	}, [
		journal,
		coverLocked,
		lockPostSaving,
		unlockPostSaving,
		createWarningNotice,
		removeNotice,
	] );

	if ( panels.length === 0 ) {
		return null;
	}
	const { PluginDocumentSettingPanel, PluginPrePublishPanel } = wp().editor;
	const { Button } = wp().components;
	const fieldsOf = ( group: Group ) =>
		group.fields.map( ( field ) => (
			<div
				key={ field.key }
				className="mvc-journal-fields__field"
				style={ { marginBottom: '16px' } }
			>
				<FieldControl
					field={ field }
					value={ meta[ field.key ] }
					meta={ meta }
					onChange={ ( value ) =>
						editPost( {
							meta: { [ field.key ]: value },
						} )
					}
					onEdit={ ( values ) => editPost( { meta: values } ) }
					onProblem={ onProblem }
				/>
			</div>
		) );

	if ( ! journal ) {
		const chosenJournal = meta[ JOURNAL_META ];
		return (
			<>
				<PluginDocumentSettingPanel
					name="mvc-article-journal"
					title={ __( 'Journal of the article', 'mvc-core' ) }
					className="mvc-journal-fields"
				>
					<JournalPicker
						value={ isId( chosenJournal ) ? chosenJournal : 0 }
						onChange={ ( id ) =>
							editPost( { meta: { [ JOURNAL_META ]: id } } )
						}
					/>
				</PluginDocumentSettingPanel>
				{ panels.map( ( group ) => (
					<PluginDocumentSettingPanel
						key={ group.name }
						name={ group.name }
						title={ group.title }
						className="mvc-journal-fields"
					>
						{ fieldsOf( group ) }
					</PluginDocumentSettingPanel>
				) ) }
			</>
		);
	}

	const current = Math.min( chosen, panels.length - 1 );
	const group = panels[ current ];
	const coverId = isId( cover ) ? cover : 0;
	const setCover = ( id: number ) => editPost( { featured_media: id } );
	return (
		<>
			<PluginDocumentSettingPanel
				name="mvc-journal-cover"
				title={ __( 'Journal cover', 'mvc-core' ) }
				className="mvc-journal-fields"
			>
				<Cover
					cover={ coverId }
					onChange={ setCover }
					locked={ coverLocked }
				/>
			</PluginDocumentSettingPanel>
			{ PluginPrePublishPanel && (
				<PluginPrePublishPanel
					name="mvc-journal-cover-check"
					title={ __( 'Journal cover', 'mvc-core' ) }
					initialOpen
				>
					<Cover
						cover={ coverId }
						onChange={ setCover }
						locked={ coverLocked }
					/>
				</PluginPrePublishPanel>
			) }
			<PluginDocumentSettingPanel
				name="mvc-journal-details"
				title={ __( 'Journal details', 'mvc-core' ) }
				className="mvc-journal-fields"
			>
				<div
					role="group"
					aria-label={ __( 'Groups of fields', 'mvc-core' ) }
					className="mvc-journal-fields__groups"
					style={ {
						display: 'flex',
						flexWrap: 'wrap',
						gap: '4px',
						marginBottom: '16px',
					} }
				>
					{ panels.map( ( item, index ) => (
						<Button
							key={ item.name }
							size="compact"
							variant={
								index === current ? 'primary' : 'secondary'
							}
							isPressed={ index === current }
							onClick={ () => setChosen( index ) }
						>
							{ item.title }
						</Button>
					) ) }
				</div>
				<section
					className="mvc-journal-fields__group"
					aria-label={ group.title }
				>
					<h3 style={ { marginTop: 0 } }>{ group.title }</h3>
					{ fieldsOf( group ) }
					{ current === 0 && (
						<Classification
							tags={ tags }
							edit={ ( next ) => editPost( { tags: next } ) }
						/>
					) }
				</section>
			</PluginDocumentSettingPanel>
		</>
	);
}
