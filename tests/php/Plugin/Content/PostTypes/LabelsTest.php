<?php
/**
 * The plugin's post types' labels and messages.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content\PostTypes;

use Mvc\Core\Content\PostTypes\Journal;
use Mvc\Core\Content\PostTypes\Labels;
use Mvc\Tests\TestCase;

/**
 * No label of the plugin's types falls back to core's "Post" wording, and saving a journal says
 * 期刊已更新 with a 查看期刊 link (the tests' site is in zh_CN), not 文章已更新 / "View Posts".
 */
final class LabelsTest extends TestCase {

	public function test_every_type_has_every_label_of_its_own(): void {
		$post = (array) get_post_type_labels( get_post_type_object( 'post' ) );
		foreach ( Labels::types() as $type ) {
			$object = get_post_type_object( $type );
			$this->assertNotNull( $object, $type );
			foreach ( (array) get_post_type_labels( $object ) as $key => $label ) {
				if ( in_array( $key, array( 'parent_item_colon', 'filter_by_date', 'template_name', 'name_admin_bar' ), true ) ) {
					continue; // No parents; core's own wording; derived from the singular name.
				}
				if ( str_contains( $key, 'featured_image' ) && ! post_type_supports( $type, 'thumbnail' ) ) {
					continue; // No image to name.
				}
				$this->assertNotSame( $post[ $key ], $label, "{$type}: {$key} is core's post label" );
			}
		}
	}

	public function test_saving_a_journal_says_journal_updated_with_a_link_to_view_it(): void {
		$journal         = self::factory()->post(
			array(
				'post_type'   => Journal::TYPE,
				'post_status' => 'publish',
			)
		);
		$GLOBALS['post'] = get_post( $journal );
		$messages        = apply_filters( 'post_updated_messages', array( 'post' => array() ) );
		unset( $GLOBALS['post'] );

		$this->assertStringStartsWith( '期刊已更新。', $messages[ Journal::TYPE ][1] );
		$this->assertStringContainsString( '>查看期刊</a>', $messages[ Journal::TYPE ][1] );
		$this->assertStringStartsWith( '期刊已发布。', $messages[ Journal::TYPE ][6] );
		$this->assertArrayHasKey( 'post', $messages );
	}

	public function test_bulk_messages_count_journals(): void {
		$bulk = apply_filters(
			'bulk_post_updated_messages',
			array(),
			array(
				'updated' => 2,
				'trashed' => 1,
			)
		);

		$this->assertSame( '%s个期刊已更新。', $bulk[ Journal::TYPE ]['updated'] );
		$this->assertSame( '%s个期刊已移至回收站。', $bulk[ Journal::TYPE ]['trashed'] );
	}

	public function test_course_facets_have_their_own_labels(): void {
		$labels = get_taxonomy_labels( get_taxonomy( \Mvc\Core\Content\Courses\Course::TAX_SKILL ) );

		$this->assertSame( '全部技能', $labels->all_items );
		$this->assertSame( '添加技能', $labels->add_new_item );
		$this->assertSame( '未找到技能。', $labels->not_found );
	}
}
