<?php
/**
 * The operators' inbox in wp-admin.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\Submissions;

use Mvc\Core\Submissions\Attachments;
use Mvc\Core\Submissions\Inbox;
use Mvc\Core\Submissions\Inbox\Filters;
use Mvc\Core\Submissions\Inbox\ReadMarks;
use Mvc\Core\Submissions\Inbox\Rows;
use Mvc\Core\Submissions\Inbox\SubmissionScreen;
use Mvc\Core\Submissions\Inbox\Views;
use Mvc\Core\Submissions\Submissions;
use Mvc\Core\Submissions\SubmissionType;
use Mvc\Tests\Factory;
use Mvc\Tests\TestCase;
use RuntimeException;
use WP_Query;

/**
 * Opening a submission marks it read (for an editor, not for someone who may not see it); unread
 * rows are marked and counted on the menu; the kind filter narrows the list; cells and the
 * read-only view escape what the sender wrote; the reply link leads to the submission's 回复 box.
 */
final class InboxTest extends TestCase {

	private static int $journal;

	public static function wpSetUpBeforeClass( Factory $factory ): void {
		self::$journal = $factory->post(
			array(
				'post_type'  => 'journal',
				'post_title' => '催化学报',
			)
		);
	}

	/**
	 * A stored submission of a kind.
	 *
	 * @param string               $kind   Kind.
	 * @param array<string, mixed> $fields Fields to change.
	 */
	private function submission( string $kind = Submissions::CONTACT, array $fields = array() ): int {
		$base = array(
			'name'        => '张三',
			'email'       => 'inbox-' . strtolower( wp_generate_password( 8, false ) ) . '@example.com',
			'title'       => '合作 & 咨询',
			'message'     => '留言内容',
			'description' => '问题描述',
			'postId'      => self::$journal,
		);
		$id   = Submissions::submit( $kind, array_merge( $base, $fields ), '192.0.2.' . wp_rand( 1, 250 ) );
		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	public function test_opening_a_submission_marks_it_read_for_an_editor_only(): void {
		$id   = $this->submission();
		$post = get_post( $id );

		wp_set_current_user( self::factory()->user( array( 'role' => 'author' ) ) );
		( new SubmissionScreen() )->open( $post );
		$this->assertFalse( Submissions::get( $id )['read'] ?? null );

		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		( new SubmissionScreen() )->open( $post );
		$this->assertTrue( Submissions::get( $id )['read'] ?? null );
	}

	public function test_loading_the_edit_screen_marks_it_read_for_an_editor_only(): void {
		$id           = $this->submission();
		$_GET['post'] = (string) $id;

		wp_set_current_user( self::factory()->user( array( 'role' => 'author' ) ) );
		( new ReadMarks() )->opening();
		$this->assertSame( 1, Submissions::unread_count() );

		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		( new ReadMarks() )->opening();
		$this->assertSame( 0, Submissions::unread_count() );
	}

	public function test_unread_submissions_are_counted_marked_and_shown_on_the_menu(): void {
		$read   = $this->submission();
		$unread = $this->submission( Submissions::FAQ_QUESTION );
		$this->submission( Submissions::MINISITE_CONTACT );
		$trashed = $this->submission();
		wp_trash_post( $trashed );
		$this->assertSame( 3, Submissions::unread_count() );

		Submissions::mark_read( $read );

		$this->assertSame( 2, Submissions::unread_count() );
		$this->assertSame( array( 'mvc_unread' => '未读' ), ( new Rows() )->states( array( 'private' => '私密' ), get_post( $unread ) ) );
		$this->assertSame( array(), ( new Rows() )->states( array( 'private' => '私密' ), get_post( $read ) ) );
		$this->assertContains( 'mvc-submission-unread', ( new Rows() )->row_class( array( 'type-mvc_submission' ), array(), $unread ) );
		$this->assertNotContains( 'mvc-submission-unread', ( new Rows() )->row_class( array(), array(), $read ) );

		global $menu;
		$menu = array( 26 => array( '留言与提问', SubmissionType::CAPABILITY, 'edit.php?post_type=' . SubmissionType::TYPE ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride.Prohibited -- the admin menu under test.
		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		( new ReadMarks() )->menu_count();
		$this->assertStringContainsString( '<span class="awaiting-mod count-2"><span class="pending-count" aria-hidden="true">2</span>', $menu[26][0] );
		$this->assertStringContainsString( '2 条未读', $menu[26][0] );

		Submissions::mark_read( $unread );
		$this->assertSame( 1, Submissions::unread_count() );
		Submissions::mark_read( $unread, false );
		$this->assertSame( 2, Submissions::unread_count() );
	}

	public function test_the_kind_filter_narrows_the_list(): void {
		$contact  = $this->submission();
		$question = $this->submission( Submissions::FAQ_QUESTION );

		$lists = array();
		foreach ( array( Submissions::FAQ_QUESTION, '', 'bogus' ) as $kind ) {
			// The list screen's main query, as wp-admin builds it.
			$query                   = new WP_Query();
			$GLOBALS['wp_the_query'] = $query;
			$query->parse_query(
				array(
					'post_type'      => SubmissionType::TYPE,
					'post_status'    => 'private',
					Inbox::KIND_VAR  => $kind,
					'posts_per_page' => 10,
				)
			);
			( new Filters() )->filter_by_kind( $query );
			$lists[ $kind ] = ( new WP_Query( array_merge( $query->query_vars, array( 'fields' => 'ids' ) ) ) )->posts;
		}

		$this->assertSame( array( $question ), array_map( 'intval', $lists[ Submissions::FAQ_QUESTION ] ) );
		$this->assertEqualsCanonicalizing( array( $contact, $question ), array_map( 'intval', $lists[''] ) );
		$this->assertEqualsCanonicalizing( array( $contact, $question ), array_map( 'intval', $lists['bogus'] ) );
	}

	public function test_the_list_shows_the_fields_escaped_with_a_reply_link(): void {
		$id = $this->submission(
			Submissions::FAQ_QUESTION,
			array(
				'name'        => '<script>alert(1)</script>李四',
				'description' => "<img src=x onerror=alert(1)>\n第二行",
			)
		);

		$this->assertSame( array( 'cb', 'title', 'mvc_kind', 'mvc_state', 'mvc_sender', 'mvc_source', 'mvc_received' ), array_keys( ( new Rows() )->columns( array( 'cb' => '<input type="checkbox" />' ) ) ) );
		$this->assertSame( '期刊常见问题提问', Inbox::cell( 'mvc_kind', $id ) );
		$sender = Inbox::cell( 'mvc_sender', $id );
		$this->assertStringContainsString( '&lt;script&gt;alert(1)&lt;/script&gt;李四', $sender );
		$this->assertStringNotContainsString( '<script>', $sender );
		$this->assertStringNotContainsString( 'mailto:', $sender );
		$this->assertSame( '<span class="mvc-submission-state mvc-submission-state--unread">未读</span>', Inbox::cell( 'mvc_state', $id ) );
		$source = Inbox::cell( 'mvc_source', $id );
		$this->assertStringContainsString( '>催化学报</a>', $source );
		$this->assertStringContainsString( (string) get_permalink( self::$journal ), $source );

		$view = Inbox::fields_html( $id );
		$this->assertStringContainsString( '&lt;img src=x onerror=alert(1)&gt;', $view );
		$this->assertStringNotContainsString( '<img', $view );
		$this->assertStringNotContainsString( '<input', $view );
		$this->assertStringNotContainsString( '<textarea', $view );
		$this->assertStringContainsString( '<th scope="row">问题描述</th>', $view );
		$this->assertStringNotContainsString( '<th scope="row">主题</th>', $view );
		$this->assertStringContainsString( '<th scope="row">主题</th><td>合作 &amp; 咨询</td>', Inbox::fields_html( $this->submission() ) );

		$actions = ( new Rows() )->row_actions(
			array(
				'edit'                 => '<a>编辑</a>',
				'inline hide-if-no-js' => '<a>快速编辑</a>',
				'trash'                => '<a>移至回收站</a>',
			),
			get_post( $id )
		);
		$this->assertSame( array( 'edit', 'trash', 'mvc_reply' ), array_keys( $actions ) );
		$this->assertStringContainsString( '查看', $actions['edit'] );
	}

	public function test_bulk_actions_mark_the_chosen_submissions_the_editor_may_edit(): void {
		$first   = $this->submission();
		$second  = $this->submission( Submissions::FAQ_QUESTION );
		$article = self::factory()->post();
		$this->assertSame(
			array( Inbox::BULK_READ, Inbox::BULK_UNREAD, 'trash' ),
			array_keys(
				( new ReadMarks() )->bulk_actions(
					array(
						'edit'  => '编辑',
						'trash' => '移至回收站',
					)
				)
			)
		);
		$this->assertSame(
			array( 'all', 'mvc_unread', 'mvc_read', 'mvc_replied' ),
			array_keys(
				( new Views() )->views(
					array(
						'all'     => '全部',
						'private' => '私密',
					)
				)
			)
		);

		wp_set_current_user( self::factory()->user( array( 'role' => 'author' ) ) );
		$this->assertSame( 'edit.php?mvc_marked=0', ( new ReadMarks() )->handle_bulk( 'edit.php', Inbox::BULK_READ, array( $first, $second ) ) );
		$this->assertSame( 2, Submissions::unread_count() );

		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		$this->assertSame( 'edit.php?mvc_marked=2', ( new ReadMarks() )->handle_bulk( 'edit.php', Inbox::BULK_READ, array( $first, (string) $second, $article ) ) );
		$this->assertSame( 0, Submissions::unread_count() );
		$this->assertSame( 'edit.php?mvc_marked=1', ( new ReadMarks() )->handle_bulk( 'edit.php', Inbox::BULK_UNREAD, array( $second ) ) );
		$this->assertSame( 1, Submissions::unread_count() );
		$this->assertFalse( Submissions::get( $second )['read'] ?? null );
		$this->assertSame( 'edit.php', ( new ReadMarks() )->handle_bulk( 'edit.php', 'trash', array( $first ) ) );
	}

	public function test_the_reply_link_leads_to_the_reply_box_of_the_submission(): void {
		$id         = $this->submission( Submissions::CONTACT, array( 'title' => '合作 & 咨询?' ) );
		$submission = Submissions::get( $id );
		$this->assertNotNull( $submission );

		$this->assertSame( admin_url( 'post.php?post=' . $id . '&action=edit' ) . '#mvc-reply-text', Inbox::reply_url( $submission ) );
	}

	public function test_mark_unread_needs_the_nonce_and_goes_back_to_the_list(): void {
		$id = $this->submission();
		Submissions::mark_read( $id );
		wp_set_current_user( self::factory()->user( array( 'role' => 'editor' ) ) );
		$_GET['post']         = (string) $id;
		$_REQUEST['_wpnonce'] = 'wrong';
		$die                  = static function (): callable {
			return static function (): void {
				throw new RuntimeException( 'die' );
			};
		};
		add_filter( 'wp_die_handler', $die );
		try {
			( new ReadMarks() )->mark_unread();
			$this->fail( 'A wrong nonce was taken.' );
		} catch ( RuntimeException $refused ) {
			$this->assertSame( 'die', $refused->getMessage() );
		} finally {
			remove_filter( 'wp_die_handler', $die );
		}
		$this->assertTrue( Submissions::get( $id )['read'] ?? null );

		$_REQUEST['_wpnonce'] = wp_create_nonce( Inbox::UNREAD_ACTION . '_' . $id );
		$stop                 = static function ( string $location ): string {
			throw new RuntimeException( 'redirect:' . $location ); // phpcs:ignore WordPress.Security.EscapeOutput.ExceptionNotEscaped -- test output.
		};
		add_filter( 'wp_redirect', $stop );
		try {
			( new ReadMarks() )->mark_unread();
		} catch ( RuntimeException $redirect ) {
			$this->assertStringContainsString( 'edit.php?post_type=' . SubmissionType::TYPE, $redirect->getMessage() );
		} finally {
			remove_filter( 'wp_redirect', $stop );
		}
		$this->assertFalse( Submissions::get( $id )['read'] ?? null );
	}

	public function test_a_page_of_the_inbox_reads_its_files_in_one_go(): void {
		$ids = array();
		foreach ( array( 0, 2, 1, 12 ) as $n ) {
			$id = $this->submission();
			for ( $i = 0; $i < $n; $i++ ) {
				$file = wp_insert_attachment(
					array(
						'post_title'     => '附件' . $i,
						'post_mime_type' => 'application/pdf',
						'post_status'    => 'inherit',
					),
					'2026/11/file-' . $id . '-' . $i . '.pdf',
					$id
				);
				$this->assertGreaterThan( 0, $file );
			}
			$ids[] = $id;
		}
		Attachments::forget();
		$core = array_map( array( Attachments::class, 'of' ), $ids );
		$this->assertCount( 2, $core[1] );
		$this->assertCount( 10, $core[3] );

		Attachments::forget();
		foreach ( $core as $files ) {
			foreach ( $files as $file ) {
				clean_post_cache( $file['id'] );
			}
		}
		$query                          = new WP_Query();
		$posts                          = array_map( 'get_post', $ids );
		$query->query_vars['post_type'] = SubmissionType::TYPE;
		$GLOBALS['wp_the_query']        = $query;
		$seen                           = array();
		$spy                            = static function ( $sql ) use ( &$seen ) {
			$seen[] = $sql;
			return $sql;
		};
		add_filter( 'query', $spy );
		$this->assertSame( $posts, Rows::prime_files( $posts, $query ) );
		$primed = count( $seen );
		$ours   = array_map( array( Attachments::class, 'of' ), $ids );
		remove_filter( 'query', $spy );
		$this->assertSame( $core, $ours );
		$this->assertLessThanOrEqual( 3, $primed, implode( "\n", $seen ) );
		$this->assertCount( $primed, $seen, 'of() asks nothing more: ' . implode( "\n", $seen ) );

		// A file added later is seen.
		wp_insert_attachment(
			array(
				'post_title'     => '新附件',
				'post_status'    => 'inherit',
				'post_mime_type' => 'application/pdf',
			),
			'2026/11/new.pdf',
			$ids[0]
		);
		$this->assertCount( 1, Attachments::of( $ids[0] ) );
	}
}
