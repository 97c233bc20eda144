<?php
/**
 * The `acf` field of core's journals and posts.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Rest;

use Mvc\Core\Content\JournalFields;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Plugin;
use Mvc\Core\Rest\AcfField;
use Mvc\Core\Rest\AcfFormat;
use Mvc\Tests\TestCase;

/**
 * `acf` on /wp/v2/journals and /wp/v2/posts in ACF's shapes (default and acf_format=standard, images
 * with sizes.medium; AcfShapeTest compares them with the real ACF's answers), writable with the same checks as `meta` (400 in Chinese, nothing changed); the
 * article's `_links_to_target` in `meta`; the field group's local JSON names the same fields.
 */
final class AcfFieldTest extends TestCase {

	private int $journal;

	private int $editor;

	protected function set_up(): void {
		parent::set_up();
		$this->editor  = self::factory()->user( array( 'role' => 'editor' ) );
		$this->journal = self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => '测试期刊',
			)
		);
	}

	/**
	 * An image attachment with a medium size.
	 */
	private function image(): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => '轮播图',
				'post_status'    => 'inherit',
			),
			'2026/11/slide.png'
		);
		update_post_meta( $id, '_wp_attached_file', '2026/11/slide.png' );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1600,
				'height' => 500,
				'file'   => '2026/11/slide.png',
				'sizes'  => array(
					'medium' => array(
						'file'      => 'slide-300x94.png',
						'width'     => 300,
						'height'    => 94,
						'mime-type' => 'image/png',
					),
				),
			)
		);
		return $id;
	}

	public function test_journal_acf_is_the_fields_in_acf_shape_for_visitors(): void {
		$image = $this->image();
		update_post_meta( $this->journal, 'carousel_2_image', $image );
		update_post_meta( $this->journal, 'SNIP', 1.25 );
		update_post_meta( $this->journal, 'FAQ2_question', '审稿多久？' );
		wp_set_current_user( 0 );
		// acf_format=standard: get_field()'s values (a number as its stored text, images as arrays).
		$response = $this->rest( 'GET', '/wp/v2/journals/' . $this->journal, array( 'acf_format' => 'standard' ) );
		$this->assertSame( 200, $response->get_status() );
		$acf = $response->get_data()['acf'];
		$this->assertSame( AcfFormat::post( $this->journal, 'standard' ), $acf );
		$this->assertSame( '1.25', $acf['SNIP'] );
		$this->assertSame( '审稿多久？', $acf['FAQ2']['question'] );
		$this->assertStringEndsWith( '/2026/11/slide-300x94.png', $acf['carousel_2']['image']['sizes']['medium'] );
		$this->assertFalse( $acf['carousel_1']['image'] );
		$this->assertFalse( $acf['owned_by_gdch'] );
		// ACF's default format: numbers and image ids as numbers.
		$light = $this->rest( 'GET', '/wp/v2/journals/' . $this->journal )->get_data()['acf'];
		$this->assertSame( 1.25, $light['SNIP'] );
		$this->assertSame( $image, $light['carousel_2']['image'] );
		// The list carries it too, and `_fields=acf` as the spec's client asks.
		$list = $this->rest(
			'GET',
			'/wp/v2/journals',
			array(
				'include'    => array( $this->journal ),
				'_fields'    => 'id,acf',
				'acf_format' => 'standard',
			)
		);
		$this->assertSame( '1.25', $list->get_data()[0]['acf']['SNIP'] ?? null );
	}

	public function test_writing_journal_acf_updates_the_fields(): void {
		wp_set_current_user( $this->editor );
		$image    = $this->image();
		$response = $this->rest(
			'POST',
			'/wp/v2/journals/' . $this->journal,
			array(
				'acf' => array(
					'impact_factor'           => '9.5',
					'editor_team_3'           => array(
						'name'   => '王五',
						'avatar' => $image,
					),
					'wechat_official_account' => array( 'url' => 'https://example.com/wx' ),
					'call_for_papers'         => true,
					'ERs'                     => array( 'PubMed' ),
					'not_a_field'             => 'x',
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$acf = $response->get_data()['acf'];
		$this->assertSame( 9.5, $acf['impact_factor'] );
		$this->assertSame( '王五', $acf['editor_team_3']['name'] );
		$this->assertSame( $image, $acf['editor_team_3']['avatar'] );
		$this->assertSame( 'https://example.com/wx', $acf['wechat_official_account']['url'] );
		$this->assertTrue( $acf['call_for_papers'] );
		$this->assertSame( array( 'PubMed' ), $acf['ERs'] );
		$this->assertFalse( metadata_exists( 'post', $this->journal, 'not_a_field' ) );
		// Sending the image array (acf_format=standard) back keeps the image; false clears it.
		$standard = $this->rest( 'GET', '/wp/v2/journals/' . $this->journal, array( 'acf_format' => 'standard' ) )->get_data()['acf'];
		$again    = $this->rest(
			'POST',
			'/wp/v2/journals/' . $this->journal,
			array(
				'acf'        => array( 'editor_team_3' => array( 'avatar' => $standard['editor_team_3']['avatar'] ) ),
				'acf_format' => 'standard',
			)
		);
		$this->assertSame( $image, $again->get_data()['acf']['editor_team_3']['avatar']['ID'] ?? null );
		$cleared = $this->rest(
			'POST',
			'/wp/v2/journals/' . $this->journal,
			array(
				'acf'        => array( 'editor_team_3' => array( 'avatar' => false ) ),
				'acf_format' => 'standard',
			)
		);
		$this->assertFalse( $cleared->get_data()['acf']['editor_team_3']['avatar'] );
	}

	public function test_a_bad_acf_value_is_refused_and_changes_nothing(): void {
		wp_set_current_user( $this->editor );
		update_post_meta( $this->journal, 'journal_name', '原名' );
		$response = $this->rest(
			'POST',
			'/wp/v2/journals/' . $this->journal,
			array(
				'title' => '改名',
				'acf'   => array(
					'journal_name' => '新名',
					'carousel_1'   => array( 'carousel_url' => 'javascript:alert(1)' ),
				),
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( '轮播图 1：链接', (string) $response->get_data()['message'] );
		$this->assertSame( '测试期刊', get_post( $this->journal )->post_title ?? '' );
		$this->assertSame( '原名', get_post_meta( $this->journal, 'journal_name', true ) );
	}

	public function test_a_visitor_cannot_write_acf(): void {
		wp_set_current_user( 0 );
		$response = $this->rest( 'POST', '/wp/v2/journals/' . $this->journal, array( 'acf' => array( 'journal_name' => 'x' ) ) );
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame( '', get_post_meta( $this->journal, 'journal_name', true ) );
	}

	public function test_post_acf_and_link_target(): void {
		$post = self::factory()->post();
		update_post_meta( $post, 'download_origin_link', 'https://doi.org/10.1/x.pdf' );
		update_post_meta( $post, 'si_title_cn', '特刊' );
		update_post_meta( $post, '_links_to_target', '_blank' );
		$response = $this->rest( 'GET', '/wp/v2/posts/' . $post );
		$data     = $response->get_data();
		$this->assertSame( 'https://doi.org/10.1/x.pdf', $data['acf']['download_origin_link'] );
		$this->assertSame( '特刊', $data['acf']['si_title_cn'] );
		$this->assertSame( '', $data['acf']['cfps_link'] );
		$this->assertSame( '_blank', $data['meta']['_links_to_target'] );
		$this->assertArrayNotHasKey( '_links_to_target', $data['acf'] );
	}

	public function test_post_fields_refuse_bad_values(): void {
		wp_set_current_user( $this->editor );
		$post     = self::factory()->post();
		$response = $this->rest(
			'POST',
			'/wp/v2/posts/' . $post,
			array(
				'meta' => array(
					'reference_url'    => "https://doi.org/10.1/a\njavascript:alert(1)",
					'_links_to_target' => '_blank',
				),
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$this->assertStringContainsString( '文献链接', (string) $response->get_data()['message'] );
		$this->assertSame( '', get_post_meta( $post, '_links_to_target', true ) );

		$target = $this->rest( 'POST', '/wp/v2/posts/' . $post, array( 'meta' => array( '_links_to_target' => '_top' ) ) );
		$this->assertSame( 400, $target->get_status() );

		$good = $this->rest(
			'POST',
			'/wp/v2/posts/' . $post,
			array(
				'meta' => array(
					'reference_url'    => "https://doi.org/10.1/a\n\nhttps://doi.org/10.1/b",
					'_links_to_target' => '_blank',
				),
				'acf'  => array( 'cfps_link' => 'https://example.com/cfp' ),
			)
		);
		$this->assertSame( 200, $good->get_status(), (string) wp_json_encode( $good->get_data() ) );
		$this->assertSame( "https://doi.org/10.1/a\n\nhttps://doi.org/10.1/b", get_post_meta( $post, 'reference_url', true ) );
		$this->assertSame( '_blank', get_post_meta( $post, '_links_to_target', true ) );
		$this->assertSame( 'https://example.com/cfp', get_post_meta( $post, 'cfps_link', true ) );
	}

	public function test_acf_is_registered_without_acf_and_its_json_is_loaded(): void {
		$this->assertFalse( AcfField::acf_runs() );
		rest_get_server();
		global $wp_rest_additional_fields;
		$this->assertArrayHasKey( 'acf', $wp_rest_additional_fields['journal'] ?? array() );
		$this->assertArrayHasKey( 'acf', $wp_rest_additional_fields['post'] ?? array() );
		$this->assertContains( Plugin::path( 'acf-json' ), AcfField::load_json( array( '/theme/acf-json' ) ) );
	}

	public function test_acf_finds_the_fields_by_name_through_their_keys(): void {
		$post = self::factory()->post();
		$this->assertSame( 'field_mvc_ISSN', AcfField::reference( '', 'ISSN', $this->journal ) );
		$this->assertSame( 'field_mvc_editor_team_2', AcfField::reference( null, 'editor_team_2', (string) $this->journal ) );
		$this->assertSame( '', AcfField::reference( '', 'editor_team_2_name', $this->journal ), 'a sub-field is found through its group' );
		$this->assertSame( 'field_other', AcfField::reference( 'field_other', 'ISSN', $this->journal ) );
		$this->assertSame( 'field_mvc_article_cfps_link', AcfField::reference( '', 'cfps_link', $post ) );
		$this->assertSame( '', AcfField::reference( '', 'ISSN', $post ) );
		$this->assertSame( '', AcfField::reference( '', 'ISSN', 'options' ) );
		$json = json_decode( (string) file_get_contents( Plugin::path( 'acf-json/group_mvc_article.json' ) ), true );
		$this->assertIsArray( $json );
		$this->assertSame( 'field_mvc_article_cfps_link', array_column( $json['fields'], 'key', 'name' )['cfps_link'] ?? null );
	}

	public function test_acf_reads_a_field_not_stored_as_not_stored(): void {
		// WordPress answers the registered default (0) for a number never set; ACF must read nothing.
		$this->assertSame( 0.0, (float) get_post_meta( $this->journal, 'impact_factor', true ) );
		$this->assertSame( '__return_null', AcfField::unstored( null, $this->journal, 'impact_factor', false ) );
		$this->assertSame( '__return_null', AcfField::unstored( null, (string) $this->journal, 'editor_team_2_avatar', false ) );
		update_post_meta( $this->journal, 'impact_factor', 3.5 );
		$this->assertNull( AcfField::unstored( null, $this->journal, 'impact_factor', false ), 'a stored value is read by ACF' );
		$this->assertNull( AcfField::unstored( null, $this->journal, 'ISSN', true ), 'the field\'s _ISSN reference' );
		$this->assertNull( AcfField::unstored( null, $this->journal, 'not_a_field', false ) );
		$this->assertSame( 'x', AcfField::unstored( 'x', $this->journal, 'SJR', false ), 'another filter answered' );
		$post = self::factory()->post();
		$this->assertSame( '__return_null', AcfField::unstored( null, $post, 'cfps_link', false ) );
		$this->assertNull( AcfField::unstored( null, $post, 'impact_factor', false ) );
		$this->assertNull( AcfField::unstored( null, 'options', 'impact_factor', false ) );
	}

	public function test_local_json_names_every_journal_field(): void {
		$json = json_decode( (string) file_get_contents( Plugin::path( 'acf-json/group_mvc_journal.json' ) ), true );
		$this->assertIsArray( $json );
		$names = array();
		foreach ( $json['fields'] as $field ) {
			if ( 'group' === $field['type'] ) {
				foreach ( $field['sub_fields'] as $sub ) {
					$names[] = $field['name'] . '_' . $sub['name'];
				}
			} else {
				$names[] = $field['name'];
			}
		}
		$this->assertSame( array_keys( JournalFields::fields() ), $names );
		$this->assertSame( 'journal', $json['location'][0][0]['value'] );
	}
}
