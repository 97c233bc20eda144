<?php
/**
 * Users' roles and their counts, kept on write for wp-admin's users screen.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Data\OneTimeFill;
use Mvc\Core\Data\Retry;
use Mvc\Core\Module;
use WP_User_Query;

// phpcs:disable WordPress.DB.DirectDatabaseQuery, WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- tables of this class (names from $wpdb), every value a placeholder; never cached (the counts are the cache).

/**
 * Keeps each user's roles as rows of `{prefix}mvc_user_roles` and counts per role, so users.php need
 * not read every user's capabilities meta with a LIKE per role (200,000 members: every row, on every
 * view). '' is written for an empty capabilities array (core's "none"), '*' for every user with the
 * meta (core's total). Each change rewrites the user's rows in one transaction that locks them and
 * reads the meta as it is now: exact counts, no read-modify-write. Filled once by the request that
 * claims BUILT_OPTION; after bulk SQL, delete it (or rebuild()). See docs/performance.md, "wp-admin
 * screens".
 */
final class UserRoles implements Module {

	public const BUILT_OPTION = 'mvc_user_roles_built';

	/**
	 * The query variable of the role the list asks for (taken out of core's `role`).
	 */
	public const QUERY_VAR = 'mvc_role';

	/**
	 * Rows of every user who has the meta, and of an empty capabilities array.
	 */
	public const ANY  = '*';
	public const NONE = '';

	/**
	 * The roles table.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'mvc_user_roles';
	}

	/**
	 * The counts table.
	 */
	public static function counts_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'mvc_user_role_counts';
	}

	/**
	 * The roles table's columns (Schema::tables()).
	 */
	public static function columns(): string {
		return 'role varchar(60) NOT NULL,
user_id bigint(20) unsigned NOT NULL,
PRIMARY KEY  (role,user_id),
KEY user_id (user_id)';
	}

	/**
	 * The counts table's columns (Schema::tables()).
	 */
	public static function counts_columns(): string {
		return 'role varchar(60) NOT NULL,
n bigint(20) NOT NULL DEFAULT 0,
PRIMARY KEY  (role)';
	}

	/**
	 * Always applies: roles change anywhere (registration, REST, wp-admin, WP-CLI).
	 */
	public function can_register(): bool {
		return true;
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		foreach ( array( 'added_user_meta', 'updated_user_meta', 'deleted_user_meta' ) as $hook ) {
			add_action( $hook, array( self::class, 'meta_changed' ), 10, 3 );
		}
		add_action( 'deleted_user', array( self::class, 'sync' ) );
		add_action( 'init', array( self::class, 'maybe_build' ), 2 );
		add_filter( 'pre_count_users', array( self::class, 'count_users' ), 10, 3 );
		add_filter( 'users_list_table_query_args', array( self::class, 'query_args' ), 20 );
		add_action( 'pre_user_query', array( self::class, 'where' ), 20 );
		add_filter( 'found_users_query', array( self::class, 'found_users_query' ), 10, 2 );
	}

	/**
	 * Whether the tables are filled.
	 */
	public static function ready(): bool {
		return self::fill()->done();
	}

	/**
	 * Whether rows are written on change: once the build has begun (its rows must not miss a change).
	 */
	private static function kept(): bool {
		return self::fill()->begun();
	}

	/**
	 * The capabilities meta key of this site.
	 */
	private static function key(): string {
		global $wpdb;
		return $wpdb->get_blog_prefix() . 'capabilities';
	}

	/**
	 * `added_user_meta`, `updated_user_meta`, `deleted_user_meta`.
	 *
	 * @param mixed $meta_id  Meta id(s).
	 * @param mixed $user_id  User id.
	 * @param mixed $meta_key Meta key.
	 */
	public static function meta_changed( $meta_id, $user_id, $meta_key ): void {
		unset( $meta_id );
		if ( self::key() === $meta_key ) {
			self::sync( $user_id );
		}
	}

	/**
	 * A user's rows as their meta says now (none when the user or the meta is gone).
	 *
	 * @param int $user_id User id.
	 * @return list<string>
	 */
	private static function read( int $user_id ): array {
		global $wpdb;
		$value = $wpdb->get_var( $wpdb->prepare( "SELECT m.meta_value FROM {$wpdb->usermeta} m INNER JOIN {$wpdb->users} u ON u.ID = m.user_id WHERE m.user_id = %d AND m.meta_key = %s ORDER BY m.umeta_id LIMIT 1", $user_id, self::key() ) );
		if ( null === $value ) {
			return array();
		}
		$value = (string) $value;
		$rows  = array( self::ANY );
		if ( 'a:0:{}' === $value ) {
			$rows[] = self::NONE;
		}
		foreach ( array_keys( wp_roles()->get_names() ) as $role ) {
			if ( str_contains( $value, '"' . $role . '"' ) ) {
				$rows[] = (string) $role;
			}
		}
		return $rows;
	}

	/**
	 * Rewrites a user's rows and moves the counts, in one transaction (see the class).
	 *
	 * @param mixed $user_id User id.
	 */
	public static function sync( $user_id ): void {
		global $wpdb;
		$user_id = (int) $user_id;
		if ( $user_id <= 0 || ! self::kept() ) {
			return;
		}
		$table  = self::table();
		$counts = self::counts_table();
		Retry::transaction(
			static function () use ( $wpdb, $table, $counts, $user_id ) {
				$old = array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT role FROM {$table} WHERE user_id = %d FOR UPDATE", $user_id ) ) );
				$new = self::read( $user_id );
				foreach ( array_diff( $old, $new ) as $role ) {
					$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE role = %s AND user_id = %d", $role, $user_id ) );
					$wpdb->query( $wpdb->prepare( "INSERT INTO {$counts} (role, n) VALUES (%s, -1) ON DUPLICATE KEY UPDATE n = n - 1", $role ) );
				}
				foreach ( array_diff( $new, $old ) as $role ) {
					$wpdb->query( $wpdb->prepare( "INSERT INTO {$table} (role, user_id) VALUES (%s, %d)", $role, $user_id ) );
					$wpdb->query( $wpdb->prepare( "INSERT INTO {$counts} (role, n) VALUES (%s, 1) ON DUPLICATE KEY UPDATE n = n + 1", $role ) );
				}
				return true;
			}
		);
	}

	/**
	 * The one-time fill of the tables (BUILT_OPTION).
	 */
	private static function fill(): OneTimeFill {
		return new OneTimeFill( self::BUILT_OPTION, self::table() );
	}

	/**
	 * `init`: fills the tables once.
	 */
	public static function maybe_build(): void {
		if ( self::fill()->claim() ) {
			self::build();
		}
	}

	/**
	 * Deletes the build mark and fills the tables again.
	 */
	public static function rebuild(): void {
		self::fill()->restart();
		self::build();
	}

	/**
	 * Fills the tables (again) from the capabilities meta: core's LIKE per role, then the counts.
	 */
	public static function build(): void {
		// The old queries answer until the mark says done; a request that stops midway leaves it "building".
		self::fill()->run( self::fill_tables( ... ) );
	}

	/**
	 * The statements of build().
	 */
	private static function fill_tables(): void {
		global $wpdb;
		$table  = self::table();
		$counts = self::counts_table();
		$from   = $wpdb->prepare( "FROM {$wpdb->usermeta} m INNER JOIN {$wpdb->users} u ON u.ID = m.user_id WHERE m.meta_key = %s", self::key() );
		$wpdb->query( "DELETE FROM {$table}" );
		$wpdb->query( "INSERT IGNORE INTO {$table} (role, user_id) SELECT '*', m.user_id {$from}" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $from is prepared above.
		$wpdb->query( "INSERT IGNORE INTO {$table} (role, user_id) SELECT '', m.user_id {$from} AND m.meta_value = 'a:0:{}'" ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $from is prepared above.
		foreach ( array_keys( wp_roles()->get_names() ) as $role ) {
			$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (role, user_id) SELECT %s, m.user_id {$from} AND m.meta_value LIKE %s", $role, '%' . $wpdb->esc_like( '"' . $role . '"' ) . '%' ) ); // phpcs:ignore WordPress.DB.PreparedSQL.NotPrepared -- $from is prepared above.
		}
		Retry::transaction(
			static function () use ( $wpdb, $table, $counts ) {
				$wpdb->query( "DELETE FROM {$counts}" );
				return $wpdb->query( "INSERT INTO {$counts} (role, n) SELECT role, COUNT(*) FROM {$table} GROUP BY role LOCK IN SHARE MODE" );
			}
		);
	}

	/**
	 * How many users have a role (ANY: every user with the meta, NONE: an empty one).
	 *
	 * @param string $role Role.
	 */
	public static function count( string $role ): int {
		global $wpdb;
		$counts = self::counts_table();
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT n FROM {$counts} WHERE role = %s", $role ) );
	}

	/**
	 * The accounts of some roles, by the roles table's primary key.
	 *
	 * @param string[] $roles Roles.
	 * @param int      $limit At most.
	 * @return int[]
	 */
	public static function ids_of( array $roles, int $limit ): array {
		global $wpdb;
		if ( ! $roles ) {
			return array();
		}
		$table = self::table();
		$in    = implode( ', ', array_fill( 0, count( $roles ), '%s' ) );
		return array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT user_id FROM {$table} WHERE role IN ({$in}) LIMIT %d", array_merge( array_values( $roles ), array( $limit ) ) ) ) ); // phpcs:ignore WordPress.DB.PreparedSQLPlaceholders.UnfinishedPrepare, WordPress.DB.PreparedSQLPlaceholders.ReplacementsWrongNumber -- one %s per role, the values as one array.
	}

	/**
	 * `pre_count_users`: core's 'time' count of this site, from the counts (same shape and order).
	 *
	 * @param mixed $result   A count a filter before gave (null: none).
	 * @param mixed $strategy 'time' or 'memory'.
	 * @param mixed $site_id  Site.
	 * @return mixed
	 */
	public static function count_users( $result, $strategy, $site_id ) {
		if ( null !== $result || 'time' !== $strategy || ( is_multisite() && get_current_blog_id() !== (int) $site_id ) || ! self::ready() ) {
			return $result;
		}
		global $wpdb;
		$counts = self::counts_table();
		$by     = array();
		foreach ( (array) $wpdb->get_results( "SELECT role, n FROM {$counts}", ARRAY_A ) as $row ) {
			$by[ 'r' . $row['role'] ] = (int) $row['n'];
		}
		$roles = array();
		foreach ( array_keys( wp_roles()->get_names() ) as $role ) {
			if ( ( $by[ 'r' . $role ] ?? 0 ) > 0 ) {
				$roles[ $role ] = $by[ 'r' . $role ];
			}
		}
		$roles['none'] = $by['r'] ?? 0;
		return array(
			'total_users' => $by[ 'r' . self::ANY ] ?? 0,
			'avail_roles' => $roles,
		);
	}

	/**
	 * `users_list_table_query_args`: one role asked for is taken out of core's meta query.
	 *
	 * @param mixed $args The list's query arguments.
	 * @return mixed
	 */
	public static function query_args( $args ) {
		if ( ! is_array( $args ) || ! self::ready() || ! isset( $args['role'] ) || ! is_string( $args['role'] ) || '' === $args['role'] ) {
			return $args;
		}
		if ( ! empty( $args['role__in'] ) || ! empty( $args['role__not_in'] ) || ! empty( $args['meta_query'] ) || ! empty( $args['meta_key'] ) || ! wp_roles()->is_role( $args['role'] ) ) {
			return $args;
		}
		$args[ self::QUERY_VAR ] = $args['role'];
		$args['role']            = '';
		return $args;
	}

	/**
	 * `pre_user_query`: the role as a lookup in the roles table; its total from the counts when
	 * nothing else narrows the list.
	 *
	 * @param mixed $query The query.
	 */
	public static function where( $query ): void {
		if ( ! $query instanceof WP_User_Query ) {
			return;
		}
		$role = $query->get( self::QUERY_VAR );
		if ( ! is_string( $role ) || '' === $role ) {
			return;
		}
		global $wpdb;
		$table               = self::table();
		$query->query_where .= $wpdb->prepare( " AND {$wpdb->users}.ID IN (SELECT user_id FROM {$table} WHERE role = %s)", $role );
		$narrowed            = '' !== (string) $query->get( 'search' ) || ! empty( $query->get( MemberColumns::QUERY_VAR ) ) || ! empty( $query->get( 'include' ) ) || ! empty( $query->get( 'exclude' ) );
		if ( ! $narrowed && str_starts_with( $query->query_fields, 'SQL_CALC_FOUND_ROWS ' ) ) {
			$query->query_fields = substr( $query->query_fields, strlen( 'SQL_CALC_FOUND_ROWS ' ) );
			$query->set( self::QUERY_VAR . '_total', self::count( $role ) );
		}
	}

	/**
	 * `found_users_query`: the role's count instead of FOUND_ROWS() when where() took it.
	 *
	 * @param mixed $sql   The statement.
	 * @param mixed $query The query.
	 * @return mixed
	 */
	public static function found_users_query( $sql, $query ) {
		if ( $query instanceof WP_User_Query && is_int( $query->get( self::QUERY_VAR . '_total' ) ) ) {
			return 'SELECT ' . (int) $query->get( self::QUERY_VAR . '_total' );
		}
		return $sql;
	}
}
