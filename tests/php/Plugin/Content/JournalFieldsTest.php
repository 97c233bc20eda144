<?php
/**
 * The journal's fields: registered meta, sanitising, ACF's shape, REST writes.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content;

use Mvc\Core\Content\JournalFields;
use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Tests\TestCase;

/**
 * Every field is typed post meta of the journal; writes are sanitised; get() answers ACF's
 * acf_format=standard shape; a bad REST value is refused in Chinese and changes nothing.
 */
final class JournalFieldsTest extends TestCase {

	private int $journal;

	private int $editor;

	protected function set_up(): void {
		parent::set_up();
		$this->editor  = self::factory()->user( array( 'role' => 'editor' ) );
		$this->journal = self::factory()->post(
			array(
				'post_type'  => Journal::TYPE,
				'post_title' => '测试期刊',
				'post_name'  => 'test-journal',
			)
		);
	}

	/**
	 * An image attachment with a medium size in its metadata (no file needed).
	 *
	 * @param string $name File name.
	 */
	private function image( string $name = 'avatar.png' ): int {
		$id = wp_insert_attachment(
			array(
				'post_mime_type' => 'image/png',
				'post_title'     => '头像',
				'post_status'    => 'inherit',
			),
			'2026/11/' . $name
		);
		update_post_meta( $id, '_wp_attached_file', '2026/11/' . $name );
		update_post_meta( $id, '_wp_attachment_image_alt', '替代文本' );
		wp_update_attachment_metadata(
			$id,
			array(
				'width'  => 1200,
				'height' => 800,
				'file'   => '2026/11/' . $name,
				'sizes'  => array(
					'medium'    => array(
						'file'      => str_replace( '.png', '-300x200.png', $name ),
						'width'     => 300,
						'height'    => 200,
						'mime-type' => 'image/png',
					),
					'thumbnail' => array(
						'file'      => str_replace( '.png', '-150x150.png', $name ),
						'width'     => 150,
						'height'    => 150,
						'mime-type' => 'image/png',
					),
				),
			)
		);
		return $id;
	}

	public function test_register_meta_gives_each_field_its_type(): void {
		$keys  = get_registered_meta_keys( 'post', Journal::TYPE );
		$types = array(
			'journal_name'                => 'string',
			'publication_year'            => 'integer',
			'cite_score'                  => 'number',
			'5_years_impact_factor'       => 'number',
			'ERs'                         => 'array',
			'owned_by_gdch'               => 'boolean',
			'call_for_papers'             => 'boolean',
			'editor_team_4_avatar'        => 'integer',
			'carousel_2_carousel_url'     => 'string',
			'latest_article_5_origin_url' => 'string',
			'FAQ7_answer'                 => 'string',
			'wechat_official_account_qr'  => 'integer',
			'metrics_note'                => 'string',
			'journal_templete_type'       => 'string',
		);
		foreach ( $types as $key => $type ) {
			$this->assertArrayHasKey( $key, $keys, $key );
			$this->assertSame( $type, $keys[ $key ]['type'], $key );
			$this->assertNotEmpty( $keys[ $key ]['show_in_rest'], $key );
		}
		$this->assertSame( JournalFields::INDEX_NAMES, $keys['ERs']['show_in_rest']['schema']['items']['enum'] );
		$this->assertCount( 14 + 4 * 3 + 3 + 2 * 4 + 5 * 3 + 1 + 7 * 2 + 3 + 3, JournalFields::fields() );
		$this->assertArrayNotHasKey( 'journal_name', get_registered_meta_keys( 'post', 'post' ) );
	}

	public function test_update_post_meta_sanitises_each_kind(): void {
		$id = $this->journal;
		update_post_meta( $id, 'home_url', 'javascript:alert(1)' );
		update_post_meta( $id, 'contribute_url', ' https://example.com/submit ' );
		update_post_meta( $id, 'journal_name', '<b>先进</b>能源材料' );
		update_post_meta( $id, 'cite_score', '12.5' );
		update_post_meta( $id, 'ERs', array( 'SCIE', 'Web of Science', 'DOAJ' ) );
		update_post_meta( $id, 'journal_templete_type', 'Closed' );
		update_post_meta( $id, 'banner', 999999 );
		$this->assertSame( '', get_post_meta( $id, 'home_url', true ) );
		$this->assertSame( 'https://example.com/submit', get_post_meta( $id, 'contribute_url', true ) );
		$this->assertSame( '先进能源材料', get_post_meta( $id, 'journal_name', true ) );
		$this->assertSame( '12.5', get_post_meta( $id, 'cite_score', true ) );
		$this->assertSame( array( 'SCIE', 'DOAJ' ), get_post_meta( $id, 'ERs', true ) );
		$this->assertSame( '', get_post_meta( $id, 'journal_templete_type', true ) );
		$this->assertFalse( metadata_exists( 'post', $id, 'banner' ), 'an id that is no image is not stored' );
	}

	public function test_an_empty_number_deletes_the_field(): void {
		update_post_meta( $this->journal, 'impact_factor', 8.2 );
		$this->assertSame( 8.2, JournalFields::get( $this->journal )['impact_factor'] );
		update_post_meta( $this->journal, 'impact_factor', 0 );
		$this->assertFalse( metadata_exists( 'post', $this->journal, 'impact_factor' ) );
		$this->assertNull( JournalFields::get( $this->journal )['impact_factor'] );
		// Other post types keep their own meta as written.
		$post = self::factory()->post();
		update_post_meta( $post, 'impact_factor', 0 );
		$this->assertTrue( metadata_exists( 'post', $post, 'impact_factor' ) );
	}

	public function test_get_answers_acf_shape_for_an_empty_journal(): void {
		$fields = JournalFields::get( $this->journal );
		$this->assertSame( '', $fields['journal_name'] );
		$this->assertNull( $fields['publication_year'] );
		$this->assertNull( $fields['SNIP'] );
		$this->assertSame( array(), $fields['ERs'] );
		$this->assertFalse( $fields['banner'] );
		$this->assertFalse( $fields['owned_by_gdch'] );
		$this->assertFalse( $fields['call_for_papers'] );
		$this->assertSame(
			array(
				'name'   => '',
				'job'    => '',
				'avatar' => false,
			),
			$fields['editor_team_4']
		);
		$this->assertSame(
			array(
				'question' => '',
				'answer'   => '',
			),
			$fields['FAQ7']
		);
		$this->assertSame(
			array(
				'id'  => '',
				'url' => '',
				'qr'  => false,
			),
			$fields['wechat_official_account']
		);
		$this->assertArrayNotHasKey( 'FAQ8', $fields );
		$this->assertArrayNotHasKey( 'editor_team_1_name', $fields );
	}

	public function test_get_answers_values_and_images_with_sizes(): void {
		$avatar = $this->image();
		$values = array(
			'journal_name'               => 'Advanced Energy Materials',
			'publication_year'           => '2011',
			'impact_factor'              => '24.4',
			'ERs'                        => array( 'SCIE', 'Scopus' ),
			'editor_team_2_name'         => '张三',
			'editor_team_2_avatar'       => $avatar,
			'carousel_1_carousel_url'    => 'https://example.com/slide',
			'FAQ3_question'              => '审稿周期多长？',
			'FAQ3_answer'                => "一般为 4 周。\n加急 2 周。",
			'journal_templete_type'      => 'OA Journal',
			'owned_by_gdch'              => true,
			'call_for_papers'            => '1',
			'wechat_official_account_id' => 'AEM_CN',
		);
		foreach ( $values as $key => $value ) {
			update_post_meta( $this->journal, $key, $value );
		}
		$fields = JournalFields::get( $this->journal );
		$this->assertSame( 'Advanced Energy Materials', $fields['journal_name'] );
		$this->assertSame( 2011, $fields['publication_year'] );
		$this->assertSame( 24.4, $fields['impact_factor'] );
		$this->assertSame( array( 'SCIE', 'Scopus' ), $fields['ERs'] );
		$this->assertSame( '张三', $fields['editor_team_2']['name'] );
		$this->assertSame( 'https://example.com/slide', $fields['carousel_1']['carousel_url'] );
		$this->assertSame( "一般为 4 周。\n加急 2 周。", $fields['FAQ3']['answer'] );
		$this->assertSame( 'OA Journal', $fields['journal_templete_type'] );
		$this->assertTrue( $fields['owned_by_gdch'] );
		$this->assertTrue( $fields['call_for_papers'] );
		$this->assertSame( 'AEM_CN', $fields['wechat_official_account']['id'] );

		$image = $fields['editor_team_2']['avatar'];
		$this->assertIsArray( $image );
		$this->assertSame( $avatar, $image['ID'] );
		$this->assertSame( $avatar, $image['id'] );
		$this->assertSame( '替代文本', $image['alt'] );
		$this->assertSame( 'avatar.png', $image['filename'] );
		$this->assertSame( 'image/png', $image['mime_type'] );
		$this->assertSame( 1200, $image['width'] );
		$this->assertStringEndsWith( '/2026/11/avatar-300x200.png', $image['sizes']['medium'] );
		$this->assertSame( 300, $image['sizes']['medium-width'] );
		$this->assertSame( 200, $image['sizes']['medium-height'] );
		$this->assertStringEndsWith( '/2026/11/avatar-150x150.png', $image['sizes']['thumbnail'] );
		$this->assertFalse( $fields['editor_team_1']['avatar'] );
	}

	public function test_get_reads_the_meta_and_the_images_in_few_queries(): void {
		foreach ( array( 'editor_team_1_avatar', 'editor_team_2_avatar', 'carousel_1_image', 'banner' ) as $i => $key ) {
			update_post_meta( $this->journal, $key, $this->image( "img{$i}.png" ) );
		}
		wp_cache_flush();
		wp_load_alloptions();
		global $wpdb;
		$before = $wpdb->num_queries;
		$fields = JournalFields::get( $this->journal );
		$this->assertIsArray( $fields['banner'] );
		// The journal's meta, then the images' posts and their meta.
		$this->assertLessThanOrEqual( 3, $wpdb->num_queries - $before );
	}

	public function test_rest_writes_the_fields_through_meta(): void {
		wp_set_current_user( $this->editor );
		$avatar   = $this->image();
		$response = $this->rest(
			'POST',
			'/wp/v2/journals/' . $this->journal,
			array(
				'meta' => array(
					'cite_score'           => '15.2',
					'publication_year'     => 2019,
					'SJR'                  => '',
					'banner'               => 0,
					'ERs'                  => array( 'EI', 'DOAJ' ),
					'editor_team_1_name'   => '李四',
					'editor_team_1_avatar' => $avatar,
					'FAQ1_question'        => '如何投稿？',
					'owned_by_gdch'        => true,
					'home_url'             => 'https://example.com/journal',
				),
			)
		);
		$this->assertSame( 200, $response->get_status(), (string) wp_json_encode( $response->get_data() ) );
		$fields = JournalFields::get( $this->journal );
		$this->assertSame( 15.2, $fields['cite_score'] );
		$this->assertSame( 2019, $fields['publication_year'] );
		$this->assertNull( $fields['SJR'] );
		$this->assertFalse( $fields['banner'] );
		$this->assertFalse( metadata_exists( 'post', $this->journal, 'banner' ) );
		$this->assertSame( array( 'EI', 'DOAJ' ), $fields['ERs'] );
		$this->assertSame( '李四', $fields['editor_team_1']['name'] );
		$this->assertSame( $avatar, $fields['editor_team_1']['avatar']['ID'] ?? null );
		$this->assertSame( '如何投稿？', $fields['FAQ1']['question'] );
		$this->assertTrue( $fields['owned_by_gdch'] );
		$this->assertSame( 15.2, $response->get_data()['meta']['cite_score'] );
	}

	/**
	 * Bad values of each kind, with a word of the Chinese message.
	 *
	 * @return array<string, array{0: string, 1: mixed, 2: string}>
	 */
	public static function bad_values(): array {
		return array(
			'a number as text'      => array( 'cite_score', 'abc', '必须是数字' ),
			'a negative number'     => array( 'impact_factor', -3, '必须是数字' ),
			'a year with letters'   => array( 'publication_year', '20x9', '必须是整数' ),
			'a javascript: link'    => array( 'home_url', 'javascript:alert(1)', '必须是以 http:// 或 https:// 开头的网址' ),
			'a link without scheme' => array( 'editor_team_2_name', array( 'x' ), '必须是文本' ),
			'an unknown index'      => array( 'ERs', array( 'SCIE', 'Web of Science' ), '只能选择' ),
			'an unknown type'       => array( 'journal_templete_type', 'Closed Journal', '只能是“OA Journal”或留空' ),
			'a switch as text'      => array( 'call_for_papers', 'maybe', '只能是“是”或“否”' ),
			'a missing image'       => array( 'carousel_1_image', 999999, '必须是媒体库中的图片' ),
			'an ftp link'           => array( 'latest_article_3_download_url', 'ftp://example.com/a.pdf', '网址' ),
		);
	}

	/**
	 * A bad value is refused with 400 and a Chinese message naming the field; nothing changes.
	 *
	 * @dataProvider bad_values
	 *
	 * @param string $key     Field.
	 * @param mixed  $value   Bad value.
	 * @param string $message Part of the message.
	 */
	public function test_rest_refuses_a_bad_value_and_changes_nothing( string $key, $value, string $message ): void {
		wp_set_current_user( $this->editor );
		update_post_meta( $this->journal, 'journal_name', '原来的名称' );
		$response = $this->rest(
			'POST',
			'/wp/v2/journals/' . $this->journal,
			array(
				'title' => '新标题',
				'meta'  => array(
					'journal_name' => '新的名称',
					$key           => $value,
				),
			)
		);
		$this->assertSame( 400, $response->get_status() );
		$data = $response->get_data();
		$this->assertIsArray( $data );
		$this->assertStringContainsString( $message, (string) ( $data['message'] ?? '' ) );
		$this->assertStringContainsString( JournalFields::label( $key ), (string) ( $data['message'] ?? '' ) );
		$this->assertSame( '测试期刊', get_post( $this->journal )->post_title ?? '' );
		$this->assertSame( '原来的名称', get_post_meta( $this->journal, 'journal_name', true ) );
		$this->assertFalse( metadata_exists( 'post', $this->journal, $key ) );
	}

	public function test_rest_refuses_a_member_who_may_not_edit_the_journal(): void {
		$member = self::factory()->member();
		wp_set_current_user( $member );
		$response = $this->rest( 'POST', '/wp/v2/journals/' . $this->journal, array( 'meta' => array( 'journal_name' => 'x' ) ) );
		$this->assertContains( $response->get_status(), array( 401, 403 ) );
		$this->assertSame( '', get_post_meta( $this->journal, 'journal_name', true ) );
	}

	public function test_label_names_group_fields_in_chinese(): void {
		$this->assertSame( '编委 2：姓名', JournalFields::label( 'editor_team_2_name' ) );
		$this->assertSame( '常见问题 7：回答', JournalFields::label( 'FAQ7_answer' ) );
		$this->assertSame( '微信公众号：二维码', JournalFields::label( 'wechat_official_account_qr' ) );
		$this->assertSame( '影响因子', JournalFields::label( 'impact_factor' ) );
	}
}
