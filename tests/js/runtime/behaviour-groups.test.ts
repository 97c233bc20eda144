/**
 * Which behaviours start where: the loader's on every page; an article's and a journal
 * minisite's only from their own entries (`behaviours/article`, `behaviours/journal`), which only
 * those pages print.
 */
import {
	startArticleBehaviours,
	startBehaviours,
	startJournalBehaviours,
} from '../../../src/runtime/behaviours';

beforeEach( () => {
	document.body.innerHTML = `
		<p id="cite">Author. Title. Journal 2026.</p>
		<button type="button" data-mvc-copy="cite" hidden>Copy</button>
		<div class="mvc-minisite__tabs" data-mvc-minisite-tabs>
			<ul class="mvc-minisite__tablist">
				<li><a class="mvc-minisite__tab" id="tab-about" href="#about">About</a></li>
			</ul>
			<section id="about">About the journal</section>
		</div>`;
} );

afterEach( () => {
	document.body.innerHTML = '';
} );

const copy = () =>
	document.querySelector( 'button[data-mvc-copy]' ) as HTMLButtonElement;
const tabs = () =>
	document.querySelector( '[data-mvc-minisite-tabs]' ) as HTMLElement;

it( 'the loader’s behaviours leave the article’s and the minisite’s alone', () => {
	const stop = startBehaviours( document );
	expect( copy().hidden ).toBe( true );
	expect( tabs() ).not.toHaveClass( 'is-tabbed' );
	stop();
} );

it( 'the article’s behaviours show its copy button', () => {
	const stop = startArticleBehaviours( document );
	expect( copy().hidden ).toBe( false );
	expect( tabs() ).not.toHaveClass( 'is-tabbed' );
	stop();
} );

it( 'the journal’s behaviours make its tabs', () => {
	const stop = startJournalBehaviours( document );
	expect( tabs() ).toHaveClass( 'is-tabbed' );
	expect( copy().hidden ).toBe( true );
	stop();
} );
