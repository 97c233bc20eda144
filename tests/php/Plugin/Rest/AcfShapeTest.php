<?php
/**
 * The `acf` field answers as the real ACF does (the recorded fixture), without ACF.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Plugin;
use Mvc\Core\Rest\AcfField;
use Mvc\Core\Rest\AcfFormat;
use Mvc\Tests\TestCase;

/**
 * The fixtures tests/fixtures/acf/journal-rest.json and article-rest.json hold what ACF 6.8.1 answered for a journal
 * and an article filled with every field of plugin/acf-json/ (tests/fixtures/acf/journal-fill.json), and
 * for an empty one, in ACF's default format and with acf_format=standard (recorded by
 * tests/fixtures/acf/record.sh). Here, without ACF, the same posts are filled the way the project's editor
 * panel saves them (core REST `meta`) and the project's `acf` must answer the same: same keys in the same
 * order, same types, same values — only the ids, the site's address, the dates, the author, the slug and
 * the post an image was first attached to are normalised.
 */
final class AcfShapeTest extends TestCase {

	/**
	 * The fill (journal-fill.json).
	 *
	 * @var array<string, mixed>
	 */
	private static array $fill;

	/**
	 * The recorded answers, by kind (journal, article).
	 *
	 * @var array<string, array<string, mixed>>
	 */
	private static array $recorded;

	/**
	 * This test's images: name => attachment id.
	 *
	 * @var array<string, int>
	 */
	private array $images = array();

	private int $editor;

	public static function set_up_before_class(): void {
		parent::set_up_before_class();
		self::$fill = self::json( 'journal-fill.json' );
		foreach ( array( 'journal', 'article' ) as $kind ) {
			self::$recorded[ $kind ] = self::json( $kind . '-rest.json' );
		}
	}

	/**
	 * A fixture file, decoded.
	 *
	 * @param string $name File name in tests/fixtures/acf/.
	 * @return array<string, mixed>
	 */
	private static function json( string $name ): array {
		$data = json_decode( (string) file_get_contents( dirname( __DIR__, 3 ) . '/fixtures/acf/' . $name ), true );
		self::assertIsArray( $data, $name );
		return $data;
	}

	protected function set_up(): void {
		parent::set_up();
		$this->editor = self::factory()->user( array( 'role' => 'editor' ) );
		wp_set_current_user( $this->editor );
		// The same attachments as the recording: titles, texts, files and WordPress's metadata of them.
		foreach ( self::$fill['images'] as $name => $image ) {
			$id = wp_insert_attachment(
				array(
					'post_mime_type' => 'image/png',
					'post_title'     => $image['title'],
					'post_content'   => $image['description'],
					'post_excerpt'   => $image['caption'],
					'post_status'    => 'inherit',
				),
				$image['file']
			);
			$this->assertGreaterThan( 0, $id );
			update_post_meta( $id, '_wp_attached_file', $image['file'] );
			update_post_meta( $id, '_wp_attachment_image_alt', $image['alt'] );
			wp_update_attachment_metadata( $id, self::$recorded['journal']['image_meta'][ $name ] );
			$this->images[ $name ] = $id;
		}
	}

	/**
	 * A post of the fill, saved as the editor panel saves it: its fields as `meta` of one REST save
	 * (a journal with its cover, which publishing needs).
	 *
	 * @param string $kind  journal or article.
	 * @param string $which The fill's entry (journal, empty_journal, article, empty_article).
	 */
	private function fill( string $kind, string $which ): int {
		$type = 'journal' === $kind ? Journal::TYPE : 'post';
		$spec = self::$fill[ $which ];
		$id   = self::factory()->post(
			array(
				'post_type'   => $type,
				'post_title'  => $spec['title'],
				'post_status' => 'draft',
			)
		);
		$meta = array();
		foreach ( $spec['fields'] as $name => $value ) {
			$value = $this->resolve( $value );
			if ( is_array( $value ) && ! array_is_list( $value ) ) {
				foreach ( $value as $sub => $sub_value ) {
					$meta[ $name . '_' . $sub ] = $sub_value;
				}
			} else {
				$meta[ $name ] = 'article' === $kind ? (string) $value : $value;
			}
		}
		$params = array(
			'status' => 'publish',
			'meta'   => $meta,
		);
		if ( 'journal' === $kind ) {
			$params['featured_media'] = $this->images['banner'];
		}
		$route    = ( 'journal' === $kind ? '/wp/v2/journals/' : '/wp/v2/posts/' ) . $id;
		$response = $this->rest( 'POST', $route, $params );
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		return $id;
	}

	/**
	 * A fill value with its images ("@banner") as this test's attachment ids.
	 *
	 * @param mixed $value Value.
	 * @return mixed
	 */
	private function resolve( $value ) {
		if ( is_array( $value ) ) {
			return array_map( array( $this, 'resolve' ), $value );
		}
		return is_string( $value ) && str_starts_with( $value, '@' ) ? $this->images[ substr( $value, 1 ) ] : $value;
	}

	/**
	 * The post's `acf` as a client reads it: /wp/v2/<journals|posts>/<id>?_fields=id,acf[&acf_format=…],
	 * through JSON as a client gets it.
	 *
	 * @param string      $kind   journal or article.
	 * @param int         $id     The post.
	 * @param string|null $format acf_format, or none.
	 * @return array<string, mixed>
	 */
	private function answer( string $kind, int $id, ?string $format ): array {
		$params = array( '_fields' => 'id,acf' );
		if ( null !== $format ) {
			$params['acf_format'] = $format;
		}
		wp_set_current_user( 0 );
		$response = $this->rest( 'GET', ( 'journal' === $kind ? '/wp/v2/journals/' : '/wp/v2/posts/' ) . $id, $params );
		wp_set_current_user( $this->editor );
		$this->assertSame( 200, $response->get_status() );
		$data = rest_get_server()->response_to_data( $response, false );
		$json = json_decode( (string) wp_json_encode( $data ), true );
		$this->assertIsArray( $json );
		$this->assertArrayHasKey( 'acf', $json );
		return $json['acf'];
	}

	/**
	 * A value with what differs between two sites normalised: an image's id (by the image's name,
	 * keeping its JSON type), its links, slug, dates, author and first post, and the site's address.
	 *
	 * @param mixed              $value  The answer.
	 * @param mixed              $spec   The fill's value at the same place ("@name" where an image is).
	 * @param array<int, string> $names  Attachment id => image name.
	 * @return mixed
	 */
	private static function normalise( $value, $spec, array $names ) {
		if ( is_string( $spec ) && str_starts_with( $spec, '@' ) && ( is_int( $value ) || is_string( $value ) ) && isset( $names[ (int) $value ] ) ) {
			return $spec . ' as ' . gettype( $value );
		}
		if ( is_array( $value ) && isset( $value['ID'], $value['sizes'] ) ) {
			foreach ( $value as $key => $item ) {
				switch ( $key ) {
					case 'ID':
					case 'id':
						$value[ $key ] = is_int( $item ) && isset( $names[ $item ] ) ? '@' . $names[ $item ] : $item;
						break;
					case 'uploaded_to':
					case 'menu_order':
						$value[ $key ] = gettype( $item );
						break;
					case 'author':
						$value[ $key ] = is_string( $item ) && ctype_digit( $item ) ? 'user id as string' : $item;
						break;
					case 'date':
					case 'modified':
						$value[ $key ] = is_string( $item ) && 1 === preg_match( '/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/', $item ) ? 'Y-m-d H:i:s' : $item;
						break;
					case 'link':
						$value[ $key ] = is_string( $item ) && 1 === preg_match( '#^https?://[^/]+/.+/$#', $item ) ? 'a page address' : $item;
						break;
					case 'name':
						// WordPress's slug of the title (how it is made is not ACF's).
						$value[ $key ] = is_string( $item ) && '' !== $item ? 'a slug' : $item;
						break;
					case 'url':
					case 'icon':
						$value[ $key ] = self::path( $item );
						break;
					case 'sizes':
						$value[ $key ] = array_map( static fn( $size ) => is_string( $size ) ? self::path( $size ) : $size, (array) $item );
						break;
				}
			}
			return $value;
		}
		if ( is_array( $value ) ) {
			foreach ( $value as $key => $item ) {
				$value[ $key ] = self::normalise( $item, is_array( $spec ) ? ( $spec[ $key ] ?? null ) : null, $names );
			}
		}
		return $value;
	}

	/**
	 * An address without its site.
	 *
	 * @param mixed $url Address.
	 * @return mixed
	 */
	private static function path( $url ) {
		return is_string( $url ) ? (string) preg_replace( '#^https?://[^/]+#', '', $url ) : $url;
	}

	/**
	 * The recorded and the project's answer, normalised, in the same JSON text (types and key order
	 * count: json_encode tells 30 from 30.0 and "30" from 30).
	 *
	 * @param string $kind   journal or article.
	 * @param string $which  filled or empty.
	 * @param string $format standard or light.
	 * @param int    $id     The project's post.
	 */
	private function assert_same_answer( string $kind, string $which, string $format, int $id ): void {
		$recorded = self::$recorded[ $kind ];
		$spec     = self::$fill[ 'filled' === $which ? $kind : 'empty_' . $kind ]['fields'];
		$expected = self::normalise( $recorded[ $format ][ $which ], $spec, array_flip( $recorded['ids']['images'] ) );
		$actual   = self::normalise( $this->answer( $kind, $id, 'standard' === $format ? 'standard' : null ), $spec, array_flip( $this->images ) );
		$flags    = JSON_PRETTY_PRINT | JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_PRESERVE_ZERO_FRACTION;
		$this->assertSame( (string) json_encode( $expected, $flags ), (string) json_encode( $actual, $flags ), "$kind $which, $format" );
	}

	public function test_the_fixture_was_recorded_from_acf_and_saving_the_projects_way_reads_the_same_there(): void {
		foreach ( self::$recorded as $kind => $recorded ) {
			$this->assertMatchesRegularExpression( '/^\d+\.\d+\.\d+$/', $recorded['recorded_with']['acf'], $kind );
			$this->assertSame(
				array(
					'standard' => true,
					'light'    => true,
				),
				$recorded['project_saved_reads_the_same'],
				$kind
			);
		}
		$this->assertFalse( AcfField::acf_runs(), 'the comparison runs without ACF' );
	}

	public function test_a_filled_journal_answers_as_acf_with_acf_format_standard(): void {
		$this->assert_same_answer( 'journal', 'filled', 'standard', $this->fill( 'journal', 'journal' ) );
	}

	public function test_a_filled_journal_answers_as_acf_by_default(): void {
		$this->assert_same_answer( 'journal', 'filled', 'light', $this->fill( 'journal', 'journal' ) );
	}

	public function test_an_empty_journal_answers_as_acf(): void {
		$id = $this->fill( 'journal', 'empty_journal' );
		$this->assert_same_answer( 'journal', 'empty', 'standard', $id );
		$this->assert_same_answer( 'journal', 'empty', 'light', $id );
	}

	public function test_an_article_answers_as_acf(): void {
		$filled = $this->fill( 'article', 'article' );
		$empty  = $this->fill( 'article', 'empty_article' );
		foreach ( array( 'standard', 'light' ) as $format ) {
			$this->assert_same_answer( 'article', 'filled', $format, $filled );
			$this->assert_same_answer( 'article', 'empty', $format, $empty );
		}
	}

	public function test_the_spec_fields_have_acf_types(): void {
		$id       = $this->fill( 'journal', 'journal' );
		$standard = $this->answer( 'journal', $id, 'standard' );
		$light    = $this->answer( 'journal', $id, null );
		// Numbers: get_field()'s stored text with acf_format=standard, numbers in ACF's default.
		$this->assertSame( '27.4', $standard['impact_factor'] );
		$this->assertSame( 27.4, $light['impact_factor'] );
		$this->assertSame( 1989, $light['publication_year'] );
		// Images: ACF's whole image array, or the id.
		$this->assertSame(
			array( 'ID', 'id', 'title', 'filename', 'filesize', 'url', 'link', 'alt', 'author', 'description', 'caption', 'name', 'status', 'uploaded_to', 'date', 'modified', 'menu_order', 'mime_type', 'type', 'subtype', 'icon', 'width', 'height', 'sizes' ),
			array_keys( $standard['banner'] )
		);
		$this->assertStringEndsWith( '/2026/11/acf-avatar-300x300.png', $standard['editor_team_1']['avatar']['sizes']['medium'] );
		$this->assertSame( $this->images['qr'], $light['wechat_official_account']['qr'] );
		$this->assertTrue( $standard['call_for_papers'] );
		$this->assertSame( array( 'SCIE', 'Scopus', 'Google Scholar' ), $standard['ERs'] );
		// journal_logo is a text field: the stored text (here an attachment id), not a URL.
		$article = $this->answer( 'article', $this->fill( 'article', 'article' ), 'standard' );
		$this->assertSame( (string) $this->images['logo'], $article['journal_logo'] );
	}

	public function test_a_list_carries_acf_as_the_single_post_does(): void {
		$id   = $this->fill( 'journal', 'journal' );
		$list = $this->rest(
			'GET',
			'/wp/v2/journals',
			array(
				'include'    => array( $id ),
				'_fields'    => 'id,acf',
				'acf_format' => 'standard',
			)
		);
		$this->assertSame( AcfFormat::post( $id, 'standard' ), $list->get_data()[0]['acf'] ?? null );
	}

	public function test_the_field_groups_labels_are_chinese(): void {
		$names = array( 'ISSN', 'CiteScore', 'SJR', 'SNIP' );
		foreach ( array( 'group_mvc_journal.json', 'group_mvc_article.json' ) as $file ) {
			$group = json_decode( (string) file_get_contents( Plugin::path( 'acf-json/' . $file ) ), true );
			$this->assertIsArray( $group );
			$labels = array( $group['title'] );
			$walk   = static function ( array $fields ) use ( &$walk, &$labels ): void {
				foreach ( $fields as $field ) {
					$labels[] = $field['label'];
					$labels[] = $field['instructions'] ?? '';
					$walk( $field['sub_fields'] ?? array() );
				}
			};
			$walk( $group['fields'] );
			foreach ( array_filter( $labels ) as $label ) {
				$this->assertTrue( in_array( $label, $names, true ) || 1 === preg_match( '/\p{Han}/u', $label ), "$file: $label" );
			}
		}
	}
}
