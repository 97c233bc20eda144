/**
 * 站点设置's token field, over a stand-in of WordPress's FormTokenField (WordPress's script, not a
 * dependency of the project): it shows the chosen names, suggests
 * the tag search's names as the operator types (after a pause, the last search only), and reports
 * the names chosen, without duplicates; the form input gets them separated by commas.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useId } from 'react';

import type { FormTokenFieldProps } from '../../../../editor/settings/wp';

import {
	namesOf,
	SEARCH_DELAY,
	TagTokenField,
} from '../../../../editor/settings/TagTokenField';
import { enhanceTags } from '../../../../editor/settings';

/**
 * FormTokenField as far as the field uses it: a labelled combobox, the tokens with their remove
 * buttons, the suggestions as options; Enter or a click adds a token.
 *
 * @param props Props.
 */
function FormTokenField( props: FormTokenFieldProps ) {
	const id = useId();
	const add = ( name: string ) => props.onChange( [ ...props.value, name ] );
	return (
		<div>
			<label htmlFor={ id }>{ props.label }</label>
			{ props.value.map( ( token, index ) => (
				<span key={ token }>
					<span aria-hidden="true">{ token }</span>
					<button
						type="button"
						onClick={ () =>
							props.onChange(
								props.value.filter( ( _t, i ) => i !== index )
							)
						}
					>
						Remove item
					</button>
				</span>
			) ) }
			<input
				id={ id }
				role="combobox"
				aria-expanded={ props.suggestions.length > 0 }
				aria-controls={ `${ id }-list` }
				onChange={ ( event ) =>
					props.onInputChange( event.target.value )
				}
				onKeyDown={ ( event ) => {
					if ( event.key === 'Enter' ) {
						add( ( event.target as HTMLInputElement ).value );
					}
				} }
			/>
			<ul role="listbox" id={ `${ id }-list` }>
				{ props.suggestions.map( ( name ) => (
					<li role="option" aria-selected={ false } key={ name }>
						<button type="button" onClick={ () => add( name ) }>
							{ name }
						</button>
					</li>
				) ) }
			</ul>
		</div>
	);
}

beforeAll( () => {
	( window as unknown as { wp: unknown } ).wp = {
		components: { FormTokenField },
	};
} );

afterEach( () => {
	jest.useRealTimers();
} );

test( 'namesOf splits on both commas and drops empty names', () => {
	expect( namesOf( '能源， 传感,, A&B 材料 ' ) ).toEqual( [
		'能源',
		'传感',
		'A&B 材料',
	] );
	expect( namesOf( '' ) ).toEqual( [] );
} );

test( 'shows the chosen names, suggests found tags and reports the choice', async () => {
	jest.useFakeTimers();
	const search = jest.fn( ( text: string ) =>
		Promise.resolve( [ `${ text }材料`, `${ text }化学` ] )
	);
	const onChange = jest.fn();
	render(
		<TagTokenField
			label="科研资讯标签页"
			initial={ [ '能源' ] }
			max={ 9 }
			search={ search }
			onChange={ onChange }
		/>
	);
	expect(
		screen.getByText( '能源', { selector: '[aria-hidden="true"]' } )
	).toBeTruthy();

	const input = screen.getByRole( 'combobox', { name: '科研资讯标签页' } );
	fireEvent.change( input, { target: { value: '高' } } );
	fireEvent.change( input, { target: { value: '高分子' } } );
	expect( search ).not.toHaveBeenCalled();
	await act( async () => {
		jest.advanceTimersByTime( SEARCH_DELAY );
	} );
	expect( search ).toHaveBeenCalledTimes( 1 );
	expect( search ).toHaveBeenCalledWith( '高分子' );

	fireEvent.click(
		await screen.findByRole( 'button', { name: '高分子材料' } )
	);
	expect( onChange ).toHaveBeenLastCalledWith( [ '能源', '高分子材料' ] );

	// A name already chosen is not chosen twice.
	fireEvent.keyDown( input, { key: 'Enter', target: { value: '能源' } } );
	expect( onChange ).toHaveBeenLastCalledWith( [ '能源', '高分子材料' ] );
	expect( screen.getByText( '2 of at most 9 tags chosen.' ) ).toBeTruthy();
} );

test( 'the form input is replaced by the token field and gets the names', () => {
	document.body.innerHTML =
		'<input type="text" id="mvc_research_news_tags" name="mvc_settings[research_news_tags]" value="能源, 传感" data-mvc-tags="9" data-mvc-label="科研资讯标签页" />';
	const input = document.getElementById(
		'mvc_research_news_tags'
	) as HTMLInputElement;

	act( () => enhanceTags( input ) );

	expect( input.type ).toBe( 'hidden' );
	const remove = screen.getAllByRole( 'button', { name: /Remove/ } );
	fireEvent.click( remove[ 0 ] );
	expect( input.value ).toBe( '传感' );
} );
