<?php
/**
 * Members in wp-admin's user list.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Admin\MemberList\Filters;
use Mvc\Core\Data\Reads;
use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Avatars;
use Mvc\Core\Member\Choices;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Member\WeChat\Identities;
use Mvc\Core\Module;
use WP_User;

/**
 * Draws the columns of 用户 > 所有用户 (users.php): display name with the member's own avatar, login,
 * e-mail, institution, occupation, registration, last login, digest, WeChat, followed tags; the
 * filters and the search are MemberList\Filters. "Registered" sorts by ID (ids are given in
 * registration order), not by the unindexed user_registered column. A page costs a fixed number of
 * queries (meta with `all_with_meta`, avatars in at most three: Avatars::prime()) plus one indexed
 * count of followed tags per listed user. What operators see: docs/operators.md, "Members in
 * wp-admin"; how the filters scale: MemberIndex.
 */
final class MemberColumns implements Module {

	/**
	 * The query variable that carries the filters from the list table to the SQL.
	 */
	public const QUERY_VAR = 'mvc_member_filters';

	/**
	 * Request fields of the filters.
	 */
	public const FIELD_INSTITUTION = 'mvc_institution';
	public const FIELD_TITLE       = 'mvc_title';
	public const FIELD_DIGEST      = 'mvc_digest';
	public const FIELD_WECHAT      = 'mvc_wechat';

	/**
	 * Whether the avatars of the listed users were loaded.
	 *
	 * @var bool
	 */
	private bool $primed = false;

	/**
	 * The listed users' tag subscription counts (null: not read yet).
	 *
	 * @var array<int, int>|\WP_Error|null
	 */
	private $subscriptions = null;

	/**
	 * Only in wp-admin.
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Adds the hooks, and those of the member's own screen and of mentions in wp-admin's comments.
	 */
	public function register(): void {
		$filters = new Filters();
		add_filter( 'manage_users_columns', array( $this, 'columns' ) );
		add_filter( 'manage_users_custom_column', array( $this, 'cell' ), 10, 3 );
		add_filter( 'manage_users_sortable_columns', array( $this, 'sortable' ) );
		add_filter( 'list_table_primary_column', array( $this, 'primary' ), 10, 2 );
		add_action( 'restrict_manage_users', array( $filters, 'filters' ) );
		add_filter( 'users_list_table_query_args', array( $filters, 'query_args' ) );
		add_action( 'pre_user_query', array( $filters, 'where' ) );
		( new MemberProfile() )->register();
		( new MemberMentions() )->register();
	}

	/**
	 * The columns: the display name first (it replaces core's first/last name), the member's facts
	 * after the e-mail.
	 *
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public function columns( $columns ): array {
		$columns = (array) $columns;
		unset( $columns['name'] );
		$added = array(
			'mvc_institution'   => __( 'Institution', 'mvc-core' ),
			'mvc_title'         => __( 'Occupation', 'mvc-core' ),
			'mvc_registered'    => __( 'Registered', 'mvc-core' ),
			'mvc_last_login'    => __( 'Last login', 'mvc-core' ),
			'mvc_digest'        => __( 'E-mail digest', 'mvc-core' ),
			'mvc_wechat'        => __( 'WeChat', 'mvc-core' ),
			'mvc_subscriptions' => __( 'Tags followed', 'mvc-core' ),
		);
		$name  = array( 'mvc_member' => __( 'Display name', 'mvc-core' ) );
		$first = isset( $columns['cb'] ) ? array( 'cb' => $columns['cb'] ) : array();
		$rest  = array_diff_key( $columns, $first );
		$at    = array_search( 'email', array_keys( $rest ), true );
		$rest  = false === $at ? $rest + $added : array_slice( $rest, 0, $at + 1, true ) + $added + array_slice( $rest, $at + 1, null, true );
		return $first + $name + $rest;
	}

	/**
	 * `manage_users_sortable_columns`: the registration date, sorted by id.
	 *
	 * @param array<string, mixed> $columns Sortable columns.
	 * @return array<string, mixed>
	 */
	public function sortable( $columns ): array {
		$columns                   = (array) $columns;
		$columns['mvc_registered'] = array( 'mvc_registered', true );
		return $columns;
	}

	/**
	 * `list_table_primary_column`: the display name holds the row actions on the users screen.
	 *
	 * @param mixed $column Primary column.
	 * @param mixed $screen Screen id.
	 * @return mixed
	 */
	public function primary( $column, $screen ) {
		return 'users' === $screen ? 'mvc_member' : $column;
	}

	/**
	 * A cell of one of the columns, escaped.
	 *
	 * @param mixed $output  Output so far.
	 * @param mixed $column  Column name.
	 * @param mixed $user_id User id.
	 * @return mixed
	 */
	public function cell( $output, $column, $user_id ) {
		$user_id = (int) $user_id;
		switch ( $column ) {
			case 'mvc_member':
				return $this->member_cell( $user_id );
			case 'mvc_institution':
				return esc_html( Profile::text( (string) get_user_meta( $user_id, Profile::META_INSTITUTION, true ) ) );
			case 'mvc_title':
				$title = (string) get_user_meta( $user_id, Profile::META_TITLE, true );
				return esc_html( Choices::occupations()[ $title ] ?? $title );
			case 'mvc_registered':
				$user = get_userdata( $user_id );
				$time = $user ? strtotime( $user->user_registered . ' UTC' ) : false;
				return $time ? esc_html( (string) wp_date( 'Y-m-d H:i', $time ) ) : '—';
			case 'mvc_last_login':
				$time = (int) get_user_meta( $user_id, Profile::META_LAST_LOGIN, true );
				return $time ? esc_html( (string) wp_date( 'Y-m-d H:i', $time ) ) : '—';
			case 'mvc_digest':
				return get_user_meta( $user_id, Profile::META_DIGEST, true ) ? esc_html__( 'On', 'mvc-core' ) : esc_html__( 'Off', 'mvc-core' );
			case 'mvc_wechat':
				return Identities::is_linked( $user_id ) ? esc_html__( 'Linked', 'mvc-core' ) : '—';
			case 'mvc_subscriptions':
				// A count the database did not give is left blank, never shown as 0 (Data\Reads).
				$count = $this->subscriptions( $user_id );
				return is_wp_error( $count ) ? '' : esc_html( (string) $count );
			default:
				return $output;
		}//end switch
	}

	/**
	 * The display name with the user's own avatar, linked to their screen.
	 *
	 * @param int $user_id User id.
	 */
	private function member_cell( int $user_id ): string {
		$this->prime();
		$user = get_userdata( $user_id );
		if ( ! $user ) {
			return '';
		}
		$url  = Profile::avatar_url( $user_id );
		$name = Profile::text( $user->display_name );
		$img  = sprintf(
			'<img src="%1$s" alt="" width="32" height="32" class="avatar avatar-32 photo" loading="lazy" decoding="async">',
			esc_url( '' !== $url ? $url : Avatars::DEFAULT_URL, array( 'http', 'https', 'data' ) )
		);
		$text = '<strong>' . esc_html( '' !== $name ? $name : $user->user_login ) . '</strong>';
		if ( current_user_can( 'edit_user', $user_id ) ) {
			$text = '<strong><a href="' . esc_url( get_edit_user_link( $user_id ) ) . '">' . esc_html( '' !== $name ? $name : $user->user_login ) . '</a></strong>';
		}
		return $img . ' ' . $text;
	}

	/**
	 * A listed member's tag subscriptions: the listed users' counts are read in one grouped query
	 * the first time a cell needs one (a user not listed: counted alone); a failed read is an error.
	 *
	 * @param int $user_id User id.
	 * @return int|\WP_Error
	 */
	private function subscriptions( int $user_id ) {
		if ( null === $this->subscriptions ) {
			global $wp_list_table;
			$ids = array();
			if ( is_object( $wp_list_table ) && isset( $wp_list_table->items ) && is_array( $wp_list_table->items ) ) {
				$ids = array_values( array_filter( array_map( static fn( $user ): int => $user instanceof WP_User ? $user->ID : 0, $wp_list_table->items ) ) );
			}
			$this->subscriptions = $ids ? self::subscription_counts( $ids ) : array();
		}
		if ( is_wp_error( $this->subscriptions ) ) {
			return $this->subscriptions;
		}
		if ( isset( $this->subscriptions[ $user_id ] ) ) {
			return $this->subscriptions[ $user_id ];
		}
		return Reads::checked( static fn() => ( new TagSubscriptions() )->count_for_user( $user_id ) );
	}

	/**
	 * Tag subscriptions of many members in one query on the table's key (user_id, term_id).
	 *
	 * @param array<int, int> $ids User ids.
	 * @return array<int, int>|\WP_Error Count per user id (0 for those without any).
	 */
	public static function subscription_counts( array $ids ) {
		$ids = array_values( array_unique( array_map( 'intval', $ids ) ) );
		return Reads::checked(
			static function () use ( $ids ): array {
				global $wpdb;
				$table  = Tables::tag_subscriptions();
				$list   = implode( ',', array_map( 'intval', $ids ) );
				$rows   = $wpdb->get_results( "SELECT user_id, COUNT(*) AS n FROM {$table} WHERE user_id IN ({$list}) GROUP BY user_id", ARRAY_A ); // phpcs:ignore WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table name from Tables, integers only.
				$counts = array_fill_keys( $ids, 0 );
				foreach ( is_array( $rows ) ? $rows : array() as $row ) {
					$counts[ (int) $row['user_id'] ] = (int) $row['n'];
				}
				return $counts;
			}
		);
	}

	/**
	 * Loads the avatars of the listed users at once, the first time a cell needs one.
	 */
	private function prime(): void {
		if ( $this->primed ) {
			return;
		}
		$this->primed = true;
		global $wp_list_table;
		if ( is_object( $wp_list_table ) && isset( $wp_list_table->items ) && is_array( $wp_list_table->items ) ) {
			Avatars::prime( array_map( static fn( $user ): int => $user instanceof WP_User ? $user->ID : 0, $wp_list_table->items ) );
		}
	}
}
