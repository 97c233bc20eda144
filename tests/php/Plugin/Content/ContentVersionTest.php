<?php
/**
 * The stamp of the public content.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Content;

use Mvc\Core\Content\ContentVersion;
use Mvc\Core\Settings;
use Mvc\Tests\TestCase;

/**
 * The stamp changes when a published post, its meta or terms, an attachment, a term, a menu or the
 * settings change; it stays when drafts are saved, an editor takes the lock or oEmbed caches;
 * reading it costs no query once it is stored.
 */
final class ContentVersionTest extends TestCase {

	protected function set_up(): void {
		parent::set_up();
		// The plugin's bootstrap lists the module; the hooks are added once per process either way.
		if ( ! ContentVersion::watching() ) {
			( new ContentVersion() )->register();
		}
	}

	/**
	 * Whether running a change gives the stamp a new value.
	 *
	 * @param callable $change The change.
	 */
	private function changes( callable $change ): bool {
		$before = ContentVersion::current();
		$change();
		return ContentVersion::current() !== $before;
	}

	public function test_without_a_persistent_cache_the_stamp_is_autoloaded(): void {
		global $wpdb;
		ContentVersion::bump();

		$this->assertContains( $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", ContentVersion::OPTION ) ), wp_autoload_values_to_autoload() );
	}

	public function test_a_stamp_stored_by_a_process_with_a_persistent_cache_is_autoloaded_again_without_one(): void {
		global $wpdb;
		$stamp = ContentVersion::bump();
		$wpdb->update( $wpdb->options, array( 'autoload' => 'off' ), array( 'option_name' => ContentVersion::OPTION ) );
		wp_cache_flush();
		ContentVersion::current();
		wp_cache_flush();
		wp_load_alloptions();
		$before = $wpdb->num_queries;

		$read    = ContentVersion::current();
		$queries = $wpdb->num_queries - $before;

		$this->assertSame( $stamp, $read );
		$this->assertSame( 0, $queries );
	}

	public function test_with_a_shared_persistent_cache_another_nodes_options_do_not_undo_a_change(): void {
		global $wpdb;
		ContentVersion::bump();
		$was = wp_using_ext_object_cache( true );
		try {
			ContentVersion::bump();
			// Another node reads the autoloaded options, then this one changes the stamp, then the
			// other writes its options back (as update_option() of any autoloaded option does).
			$other = wp_load_alloptions( true );
			$stamp = ContentVersion::bump();
			wp_cache_set( 'alloptions', $other, 'options' );
			$read     = get_option( ContentVersion::OPTION );
			$autoload = $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", ContentVersion::OPTION ) );
		} finally {
			wp_using_ext_object_cache( (bool) $was );
		}

		$this->assertSame( $stamp, $read );
		$this->assertNotContains( $autoload, wp_autoload_values_to_autoload() );
	}

	public function test_stamp_changes_when_a_published_post_is_published_edited_or_unpublished(): void {
		$post = 0;

		$this->assertTrue(
			$this->changes(
				static function () use ( &$post ): void {
					$post = self::factory()->post();
				}
			)
		);
		$this->assertTrue(
			$this->changes(
				static function () use ( $post ): void {
					wp_update_post(
						array(
							'ID'         => $post,
							'post_title' => '新标题',
						)
					);
				}
			)
		);
		$this->assertTrue( $this->changes( static fn() => update_post_meta( $post, 'banner_text', '新文字' ) ) );
		$this->assertTrue( $this->changes( static fn() => wp_set_post_tags( $post, array( '新标签' ) ) ) );
		$this->assertTrue(
			$this->changes(
				static function () use ( $post ): void {
					wp_update_post(
						array(
							'ID'          => $post,
							'post_status' => 'draft',
						)
					);
				}
			)
		);
	}

	public function test_stamp_changes_when_a_published_post_is_trashed_or_deleted(): void {
		$trashed = self::factory()->post();
		$deleted = self::factory()->post();

		$this->assertTrue( $this->changes( static fn() => wp_trash_post( $trashed ) ) );
		$this->assertTrue( $this->changes( static fn() => wp_delete_post( $deleted, true ) ) );
	}

	public function test_stamp_stays_when_drafts_are_saved_an_editor_takes_the_lock_or_oembed_caches(): void {
		$published = self::factory()->post();
		$draft     = self::factory()->post( array( 'post_status' => 'draft' ) );

		$this->assertFalse(
			$this->changes(
				static function () use ( $draft ): void {
					wp_update_post(
						array(
							'ID'         => $draft,
							'post_title' => '草稿的新标题',
						)
					);
					update_post_meta( $draft, 'banner_text', '草稿' );
				}
			)
		);
		$this->assertFalse( $this->changes( static fn() => update_post_meta( $published, '_edit_lock', time() . ':1' ) ) );
		$this->assertFalse( $this->changes( static fn() => update_post_meta( $published, '_oembed_0123abcd', '{{unknown}}' ) ) );
		$this->assertFalse( $this->changes( static fn() => self::factory()->post( array( 'post_type' => 'oembed_cache' ) ) ) );
	}

	public function test_stamp_changes_when_an_attachment_a_term_a_menu_or_the_settings_change(): void {
		$image = self::factory()->post(
			array(
				'post_type'      => 'attachment',
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			)
		);
		$tag   = self::factory()->term();

		$this->assertTrue( $this->changes( static fn() => update_post_meta( $image, '_wp_attachment_image_alt', '新说明' ) ) );
		$this->assertTrue(
			$this->changes(
				static function () use ( $image ): void {
					wp_update_post(
						array(
							'ID'         => $image,
							'post_title' => '新图片标题',
						)
					);
				}
			)
		);
		$this->assertTrue( $this->changes( static fn() => wp_update_term( $tag, 'post_tag', array( 'slug' => 'renamed-tag' ) ) ) );
		$this->assertTrue( $this->changes( static fn() => wp_create_nav_menu( '测试菜单' ) ) );
		$this->assertTrue( $this->changes( static fn() => update_option( Settings::OPTION, array( 'icp_text' => '京ICP备1号' ) ) ) );
	}

	public function test_stamp_stays_when_a_members_own_upload_changes(): void {
		$avatar = self::factory()->post(
			array(
				'post_type'      => 'attachment',
				'post_mime_type' => 'image/jpeg',
				'post_status'    => 'inherit',
				'post_author'    => self::factory()->member(),
			)
		);

		$this->assertFalse( $this->changes( static fn() => update_post_meta( $avatar, '_wp_attachment_metadata', array( 'width' => 400 ) ) ) );
		$this->assertFalse( $this->changes( static fn() => wp_delete_attachment( $avatar, true ) ) );
	}

	public function test_stamp_changes_when_a_plugin_is_activated_or_the_theme_switched(): void {
		// While this plugin was inactive, nothing watched the content.
		$this->assertTrue( $this->changes( static fn() => do_action( 'activated_plugin', 'mvc-core/mvc-core.php', false ) ) );
		$this->assertTrue( $this->changes( static fn() => do_action( 'switch_theme', 'mvc', wp_get_theme(), wp_get_theme() ) ) );
	}

	public function test_reading_the_stored_stamp_costs_no_query(): void {
		global $wpdb;
		ContentVersion::current();
		wp_cache_flush();
		wp_load_alloptions();
		$before = $wpdb->num_queries;

		$stamp = ContentVersion::current();

		$this->assertNotSame( '', $stamp );
		$this->assertSame( $before, $wpdb->num_queries );
	}
}
