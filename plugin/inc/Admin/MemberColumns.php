<?php
/**
 * Members in wp-admin's user list.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin;

use Mvc\Core\Data\Reads;
use Mvc\Core\Member\Choices;
use Mvc\Core\Member\Profile;
use Mvc\Core\Member\TagSubscriptions;
use Mvc\Core\Module;

/**
 * Users > All users shows, beside each user, the member's institution, occupation, how many tags they
 * follow and when they last logged in. The profile fields are user meta, which WordPress primes for
 * the listed users; a count is one indexed query per listed user (a page lists 20 by default).
 */
final class MemberColumns implements Module {

	/**
	 * Only in wp-admin.
	 */
	public function can_register(): bool {
		return is_admin();
	}

	/**
	 * Adds the hooks.
	 */
	public function register(): void {
		add_filter( 'manage_users_columns', array( $this, 'columns' ) );
		add_filter( 'manage_users_custom_column', array( $this, 'cell' ), 10, 3 );
	}

	/**
	 * The columns, after the user's e-mail.
	 *
	 * @param array<string, string> $columns Columns.
	 * @return array<string, string>
	 */
	public function columns( $columns ): array {
		$added   = array(
			'mvc_institution'   => __( 'Institution', 'mvc-core' ),
			'mvc_title'         => __( 'Occupation', 'mvc-core' ),
			'mvc_subscriptions' => __( 'Tags followed', 'mvc-core' ),
			'mvc_last_login'    => __( 'Last login', 'mvc-core' ),
		);
		$columns = (array) $columns;
		$at      = array_search( 'email', array_keys( $columns ), true );
		if ( false === $at ) {
			return $columns + $added;
		}
		return array_slice( $columns, 0, $at + 1, true ) + $added + array_slice( $columns, $at + 1, null, true );
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
			case 'mvc_institution':
				return esc_html( Profile::text( (string) get_user_meta( $user_id, Profile::META_INSTITUTION, true ) ) );
			case 'mvc_title':
				$title = (string) get_user_meta( $user_id, Profile::META_TITLE, true );
				return esc_html( Choices::occupations()[ $title ] ?? $title );
			case 'mvc_subscriptions':
				// A count the database did not give is left blank, never shown as 0 (Data\Reads).
				$count = Reads::checked( static fn() => ( new TagSubscriptions() )->count_for_user( $user_id ) );
				return is_wp_error( $count ) ? '' : esc_html( (string) $count );
			case 'mvc_last_login':
				$time = (int) get_user_meta( $user_id, Profile::META_LAST_LOGIN, true );
				return $time ? esc_html( wp_date( 'Y-m-d H:i', $time ) ) : '—';
			default:
				return $output;
		}
	}
}
