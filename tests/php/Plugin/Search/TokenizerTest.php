<?php
/**
 * Text to full-text tokens, and the marks of the searched words.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Search;

use Mvc\Core\Search\Highlight;
use Mvc\Core\Search\Tokenizer;
use Mvc\Tests\TestCase;

/**
 * A search matches a document when every token of Tokenizer::query() is among the document's
 * tokens (what InnoDB's BOOLEAN MODE does with `+tok`; a `*` term is a prefix): these tests check
 * that relation in PHP, so they pin what the index finds without a database.
 */
final class TokenizerTest extends TestCase {

	/**
	 * Whether the index would find a document for a search.
	 *
	 * @param string $document Document text.
	 * @param string $search   Search.
	 */
	private static function finds( string $document, string $search ): bool {
		$tokens = explode( ' ', Tokenizer::document( $document ) );
		$query  = Tokenizer::query( $search );
		if ( '' === $query ) {
			return false;
		}
		foreach ( explode( ' ', $query ) as $term ) {
			$term = ltrim( $term, '+' );
			if ( str_ends_with( $term, '*' ) ) {
				$prefix = substr( $term, 0, -1 );
				$found  = array_filter( $tokens, static fn( string $token ): bool => str_starts_with( $token, $prefix ) );
			} else {
				$found = array_filter( $tokens, static fn( string $token ): bool => $token === $term );
			}
			if ( ! $found ) {
				return false;
			}
		}
		return true;
	}

	public function test_a_chinese_word_is_found_inside_longer_text(): void {
		$text = '研究团队发布了新型固态锂电池材料，能量密度提升三成。';
		$this->assertSame( '_研究 _究团 _团队 _队发 _发布 _布了 _了新 _新型 _型固 _固态 _态锂 _锂电 _电池 _池材 _材料 _料_ _能量 _量密 _密度 _度提 _提升 _升三 _三成 _成_', Tokenizer::document( $text ) );
		$this->assertSame( '+_电池', Tokenizer::query( '电池' ) );
		$this->assertStringNotContainsString( '。', Tokenizer::document( '成。「好」' ), 'CJK punctuation is no letter' );
		$this->assertTrue( self::finds( $text, '电池' ) );
		$this->assertTrue( self::finds( $text, '锂电池材料' ) );
		$this->assertTrue( self::finds( $text, '电池 能量' ) );
		$this->assertFalse( self::finds( $text, '钠电池' ), 'a bigram missing' );
		$this->assertFalse( self::finds( $text, '电池 钙钛矿' ), 'every word is required' );
	}

	public function test_one_character_is_a_prefix_of_the_bigrams_and_the_closing_token(): void {
		$this->assertSame( '+_池*', Tokenizer::query( '池' ) );
		$this->assertTrue( self::finds( '锂电池', '池' ), 'the last character of a run' );
		$this->assertTrue( self::finds( '电池材料', '池' ) );
		$this->assertTrue( self::finds( '池', '池' ), 'a one-character run' );
		$this->assertFalse( self::finds( '锂电', '池' ) );
	}

	public function test_latin_words_are_lowercased_kept_short_and_searched_as_prefixes(): void {
		$this->assertSame( 'ai_ for_ lifepo4_ the_', Tokenizer::document( 'AI for LiFePO4, the' ) );
		$this->assertSame( '+ai_', Tokenizer::query( 'AI' ), 'two letters: the whole word' );
		$this->assertSame( '+lith*', Tokenizer::query( 'Lith' ) );
		$this->assertTrue( self::finds( 'Lithium battery', 'lith' ) );
		$this->assertTrue( self::finds( 'ＡＩ材料', 'ai' ), 'full width is normalised' );
		$this->assertTrue( self::finds( 'AI材料', '材料' ), 'Latin and CJK runs split' );
		$this->assertFalse( self::finds( 'AIR', 'ai' ), 'a two-letter word is not a prefix' );
	}

	public function test_digits(): void {
		$this->assertSame( '2024_ _年_ 12_ _月_', Tokenizer::document( '2024年12月' ) );
		$this->assertTrue( self::finds( '发表于2024年', '2024' ) );
		$this->assertSame( '+5g_', Tokenizer::query( '5G' ) );
	}

	public function test_characters_beyond_the_basic_plane(): void {
		// U+20BB7 𠮷 is Han beyond the BMP: written x + hex inside the token; an emoji is not a letter.
		$this->assertSame( '_x20bb7野 _野家 _家_', Tokenizer::document( '𠮷野家😀' ) );
		$this->assertTrue( self::finds( '𠮷野家', '𠮷野' ) );
		$this->assertSame( '', Tokenizer::query( '😀🔋' ), 'emoji only: no query' );
		$this->assertSame( '+_电池', Tokenizer::query( '电池🔋' ) );
	}

	public function test_operator_characters_never_reach_against(): void {
		$query = Tokenizer::query( '+电池 -材料 "锂" ~(钠)* @3 <a> >b \' % _ ; DROP' );
		$this->assertSame( '+_电池 +_材料 +_锂* +_钠* +3__ +a__ +b__ +drop*', $query );
		foreach ( explode( ' ', $query ) as $term ) {
			$this->assertMatchesRegularExpression( '/^\+[\p{L}\p{N}_]+\*?$/u', $term );
		}
		$this->assertSame( '', Tokenizer::query( '+-*"~<>()@ ，。' ), 'punctuation only: no query' );
		$this->assertSame( '', Tokenizer::query( '' ) );
	}

	public function test_a_long_search_is_cut(): void {
		$terms = explode( ' ', Tokenizer::query( str_repeat( '材料科学与工程', 40 ) ) );
		$this->assertLessThanOrEqual( Tokenizer::MAX_QUERY_TOKENS, count( $terms ) );
	}

	public function test_words_for_highlighting_split_on_punctuation_longest_first(): void {
		$this->assertSame( array( '锂电池', 'AI', '材料' ), Tokenizer::words( 'AI，锂电池+材料' ) );
	}

	public function test_highlight_marks_the_words_and_escapes_everything_else(): void {
		$this->assertSame( '新型<mark>锂电池</mark>&lt;b&gt;与<mark>材料</mark>', Highlight::mark( '新型锂电池<b>与材料', '锂电池 材料' ) );
		$this->assertSame( '<mark>AI</mark> &amp; <mark>ai</mark>; x', Highlight::mark( 'AI & ai; x', 'ai' ), 'case ignored, a semicolon after a word' );
		$this->assertSame( 'a &amp; b', Highlight::mark( 'a & b', 'amp' ), 'never inside an entity' );
		$this->assertSame( '&lt;<mark>script</mark>&gt;', Highlight::mark( '<script>', '<script>' ), 'the search is never markup' );
		$this->assertSame( '&lt;b&gt;', Highlight::mark( '<b>', '，。' ), 'no words: only escaped' );
	}
}
