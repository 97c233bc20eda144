/**
 * The block editor, ready for a spec: its store holds the post asked for, the welcome guide is
 * closed and the document sidebar (文章 / 期刊 …) is open, so the panels can be found by name.
 */
import type { Page } from '@playwright/test';

/** The globals the editor's stores are read and driven through. */
type EditorWindow = {
	wp?: {
		data?: {
			select: (
				store: string
			) => Record< string, ( ...args: unknown[] ) => unknown >;
			dispatch: (
				store: string
			) => Record< string, ( ...args: unknown[] ) => void >;
		};
	};
};

/**
 * Waits for the editor of the post (by its id, or a new one by its type), then closes the welcome
 * guide and opens the document sidebar.
 *
 * @param page  The page, on post.php or post-new.php.
 * @param which The post's id, or the type of a new post.
 */
export async function editorReady(
	page: Page,
	which: { id: number } | { type: string }
): Promise< void > {
	await page.waitForFunction( ( asked ) => {
		const editor = ( window as unknown as EditorWindow ).wp?.data?.select(
			'core/editor'
		);
		if ( ! editor ) {
			return false;
		}
		return 'id' in asked
			? editor.getCurrentPostId() === asked.id
			: editor.getCurrentPostType() === asked.type;
	}, which );
	await page.evaluate( () => {
		const data = ( window as unknown as EditorWindow ).wp?.data;
		data?.dispatch( 'core/preferences' ).set(
			'core/edit-post',
			'welcomeGuide',
			false
		);
		data?.dispatch( 'core/edit-post' ).openGeneralSidebar(
			'edit-post/document'
		);
	} );
}
