/**
 * The copy buttons (引用本文): shown once the behaviour starts, the named element's text copied,
 * 已复制 for a while then the label again, the failure said with the text selected, nothing for a
 * button whose source is missing.
 */
import {
	COPIED_FOR,
	copyText,
	enhanceCopyText,
} from '../../../src/runtime/behaviours/copy-text';

const GBT = '张三, 李四. 钙钛矿电池[J]. 2026. DOI:10.0000/demo.2026.0001.';

function page( source = 'cite-text' ): HTMLButtonElement {
	document.body.innerHTML = `
		<p id="cite-text">
			${ GBT }
		</p>
		<button type="button" data-mvc-copy="${ source }" data-mvc-copy-status="cite-status"
			data-mvc-copied="已复制" data-mvc-copy-failed="复制失败，请选中文字后手动复制。" hidden>复制</button>
		<span id="cite-status" role="status"></span>`;
	return document.querySelector( 'button' ) as HTMLButtonElement;
}

/** Lets the copy's promise chain settle. */
async function settle(): Promise< void > {
	for ( let i = 0; i < 5; i++ ) {
		await Promise.resolve();
	}
}

let writeText: jest.Mock;

beforeEach( () => {
	jest.useFakeTimers();
	writeText = jest.fn( () => Promise.resolve() );
	Object.defineProperty( navigator, 'clipboard', {
		value: { writeText },
		configurable: true,
	} );
} );

afterEach( () => {
	jest.useRealTimers();
	document.body.innerHTML = '';
	Object.defineProperty( document, 'execCommand', {
		value: undefined,
		configurable: true,
	} );
} );

it( 'shows the button, copies the text and says 已复制 for a while', async () => {
	const button = page();
	const stop = enhanceCopyText( document );
	expect( button.hidden ).toBe( false );

	button.click();
	await settle();

	expect( writeText ).toHaveBeenCalledWith( GBT );
	expect( button.textContent ).toBe( '已复制' );
	expect( document.getElementById( 'cite-status' )?.textContent ).toBe(
		'已复制'
	);
	jest.advanceTimersByTime( COPIED_FOR );
	expect( button.textContent ).toBe( '复制' );
	expect( document.getElementById( 'cite-status' )?.textContent ).toBe( '' );

	stop();
	expect( button.hidden ).toBe( true );
	button.click();
	await settle();
	expect( writeText ).toHaveBeenCalledTimes( 1 );
} );

it( 'says the copy failed and selects the text when no way of copying works', async () => {
	writeText.mockImplementation( () => Promise.reject( new Error( 'no' ) ) );
	const button = page();
	enhanceCopyText( document );

	button.click();
	await settle();

	expect( button.textContent ).toBe( '复制失败，请选中文字后手动复制。' );
	expect(
		button.ownerDocument.defaultView?.getSelection()?.toString().trim()
	).toBe( GBT );
} );

it( 'falls back to the selection command without the clipboard', async () => {
	Object.defineProperty( navigator, 'clipboard', {
		value: undefined,
		configurable: true,
	} );
	const execCommand = jest.fn( () => true );
	Object.defineProperty( document, 'execCommand', {
		value: execCommand,
		configurable: true,
	} );

	await expect( copyText( 'x', document ) ).resolves.toBe( true );
	expect( execCommand ).toHaveBeenCalledWith( 'copy' );
	expect( document.querySelector( 'textarea' ) ).toBeNull();
} );

it( 'leaves a button whose text is missing hidden', () => {
	const button = page( 'nowhere' );

	enhanceCopyText( document );

	expect( button.hidden ).toBe( true );
} );
