<?php
/**
 * The post lists of wp-admin: core's counts answered from them.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin\PostList;

use Mvc\Core\Admin\PostList\TypeCounts;

/**
 * Core's own counts on the list and users screens (the list's "Mine", the users' posts column),
 * statements with no filter of their own, answered from the kept counts.
 */
final class CoreCounts {

	/**
	 * `load-users.php`: the users screen's posts column (count_many_users_posts(), core's grouped
	 * COUNT with no filter of its own) is answered from the kept authors' counts.
	 */
	public static function watch_posts_column(): void {
		add_filter( 'query', array( self::class, 'posts_column_query' ) );
	}

	/**
	 * `query`: count_many_users_posts()' statement for published and private posts of one type
	 * (a user who reads private posts) becomes the same rows from the kept counts.
	 *
	 * @param mixed $sql The statement.
	 * @return mixed
	 */
	public static function posts_column_query( $sql ) {
		global $wpdb;
		if ( ! is_string( $sql ) || ! str_starts_with( $sql, 'SELECT post_author, COUNT(*) FROM ' ) ) {
			return $sql;
		}
		$pattern = '/^SELECT post_author, COUNT\(\*\) FROM ' . preg_quote( $wpdb->posts, '/' ) . " WHERE \( \( post_type = '([a-z0-9_-]+)' AND \( post_status = 'publish' OR post_status = 'private' \) \) \) AND post_author IN \(([\d,]+)\) GROUP BY post_author$/";
		if ( ! preg_match( $pattern, $sql, $parts ) ) {
			return $sql;
		}
		$rows = array();
		foreach ( TypeCounts::authors_counts( $parts[1], array_map( 'intval', explode( ',', $parts[2] ) ) ) as $author => $counts ) {
			$n = ( $counts['publish'] ?? 0 ) + ( $counts['private'] ?? 0 );
			if ( $n > 0 ) {
				$rows[] = 'SELECT ' . (int) $author . ' AS post_author, ' . (int) $n . ' AS n';
			}
		}
		return $rows ? implode( ' UNION ALL ', $rows ) : 'SELECT 0, 0 FROM DUAL WHERE 0';
	}

	/**
	 * `load-edit.php`: the list table's "Mine" count (core's own COUNT over the user's posts of the
	 * type, with no filter of its own) is answered from the kept counts.
	 */
	public static function watch_mine_count(): void {
		add_filter( 'query', array( self::class, 'mine_query' ) );
	}

	/**
	 * `query`: core's "Mine" statement (WP_Posts_List_Table::__construct()) becomes its number.
	 *
	 * @param mixed $sql The statement.
	 * @return mixed
	 */
	public static function mine_query( $sql ) {
		global $wpdb;
		if ( ! is_string( $sql ) || ! str_contains( $sql, 'COUNT( 1 )' ) ) {
			return $sql;
		}
		$pattern = '/^\s*SELECT COUNT\( 1 \)\s+FROM ' . preg_quote( $wpdb->posts, '/' ) . "\s+WHERE post_type = '([a-z0-9_-]+)'\s+AND post_status NOT IN \( '([a-z0-9_',-]*)' \)\s+AND post_author = (\d+)\s*$/";
		if ( ! preg_match( $pattern, $sql, $parts ) ) {
			return $sql;
		}
		remove_filter( 'query', array( self::class, 'mine_query' ) );
		$excluded = explode( "','", $parts[2] );
		$mine     = 0;
		foreach ( TypeCounts::author_counts( $parts[1], (int) $parts[3] ) as $status => $n ) {
			$mine += in_array( (string) $status, $excluded, true ) ? 0 : $n;
		}
		return 'SELECT ' . $mine;
	}
}
