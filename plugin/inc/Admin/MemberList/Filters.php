<?php
/**
 * Members in wp-admin's user list: the filters and the search.
 *
 * @package Mvc\Core
 */

namespace Mvc\Core\Admin\MemberList;

use Mvc\Core\Admin\MemberColumns;
use Mvc\Core\Data\Tables;
use Mvc\Core\Member\Choices;
use Mvc\Core\Member\Profile;
use WP_User_Query;

/**
 * The filters above the user list (institution, occupation, digest, WeChat) and its search, added
 * to WP_User_Query's SQL as prepared `ID IN (SELECT user_id FROM mvc_member_index WHERE …)`
 * clauses on the member index's own indexes; a full address is looked up by the user_email index.
 */
final class Filters {

	/**
	 * The filters above the list (the top one only: the bottom's fields would send empty values
	 * of the same names after the top's).
	 *
	 * @param mixed $which top or bottom.
	 */
	public function filters( $which = 'top' ): void {
		if ( 'top' !== $which ) {
			return;
		}
		$current = self::requested();
		echo '<div class="alignleft actions mvc-member-filters">';
		printf(
			'<label class="screen-reader-text" for="mvc-filter-institution">%1$s</label><input type="search" id="mvc-filter-institution" name="%2$s" value="%3$s" placeholder="%4$s" style="float:left;margin-right:6px;max-width:12rem">',
			esc_html__( 'Institution contains', 'mvc-core' ),
			esc_attr( MemberColumns::FIELD_INSTITUTION ),
			esc_attr( $current['institution'] ),
			esc_attr__( 'Institution', 'mvc-core' )
		);
		$this->select(
			'mvc-filter-title',
			MemberColumns::FIELD_TITLE,
			__( 'Occupation', 'mvc-core' ),
			array( '' => __( 'All occupations', 'mvc-core' ) ) + Choices::occupations(),
			$current['title']
		);
		$this->select(
			'mvc-filter-digest',
			MemberColumns::FIELD_DIGEST,
			__( 'E-mail digest', 'mvc-core' ),
			array(
				''    => __( 'Digest on or off', 'mvc-core' ),
				'on'  => __( 'Digest on', 'mvc-core' ),
				'off' => __( 'Digest off', 'mvc-core' ),
			),
			$current['digest']
		);
		$this->select(
			'mvc-filter-wechat',
			MemberColumns::FIELD_WECHAT,
			__( 'WeChat', 'mvc-core' ),
			array(
				''         => __( 'WeChat linked or not', 'mvc-core' ),
				'linked'   => __( 'WeChat linked', 'mvc-core' ),
				'unlinked' => __( 'WeChat not linked', 'mvc-core' ),
			),
			$current['wechat']
		);
		submit_button( __( 'Filter', 'mvc-core' ), '', 'mvc_filter', false, array( 'id' => 'mvc-member-filter-submit' ) );
		echo '</div>';
	}

	/**
	 * One select of the filters.
	 *
	 * @param string                $id      Element id.
	 * @param string                $name    Field name.
	 * @param string                $label   Label (read by screen readers).
	 * @param array<string, string> $options Value => label.
	 * @param string                $current Selected value.
	 */
	private function select( string $id, string $name, string $label, array $options, string $current ): void {
		printf( '<label class="screen-reader-text" for="%1$s">%2$s</label><select id="%1$s" name="%3$s">', esc_attr( $id ), esc_html( $label ), esc_attr( $name ) );
		foreach ( $options as $value => $text ) {
			printf( '<option value="%1$s"%2$s>%3$s</option>', esc_attr( (string) $value ), selected( $current, (string) $value, false ), esc_html( $text ) );
		}
		echo '</select>';
	}

	/**
	 * The filters of the request, checked: unknown values count as none.
	 *
	 * @return array{institution: string, title: string, digest: string, wechat: string}
	 */
	public static function requested(): array {
		// Reading a list's filters only: nothing changes (the list's own form has no nonce either).
		// phpcs:disable WordPress.Security.NonceVerification.Recommended
		$read = static fn( string $field ): string => isset( $_GET[ $field ] ) && is_string( $_GET[ $field ] ) ? trim( sanitize_text_field( wp_unslash( $_GET[ $field ] ) ) ) : '';
		// phpcs:enable
		$title  = $read( MemberColumns::FIELD_TITLE );
		$digest = $read( MemberColumns::FIELD_DIGEST );
		$wechat = $read( MemberColumns::FIELD_WECHAT );
		return array(
			'institution' => mb_substr( $read( MemberColumns::FIELD_INSTITUTION ), 0, Profile::TEXT_LIMIT ),
			'title'       => isset( Choices::occupations()[ $title ] ) ? $title : '',
			'digest'      => in_array( $digest, array( 'on', 'off' ), true ) ? $digest : '',
			'wechat'      => in_array( $wechat, array( 'linked', 'unlinked' ), true ) ? $wechat : '',
		);
	}

	/**
	 * `users_list_table_query_args`: the filters and the search go to where(); "registered" sorts
	 * by id.
	 *
	 * @param mixed $args WP_User_Query arguments of the list.
	 * @return array<string, mixed>
	 */
	public function query_args( $args ): array {
		$args    = (array) $args;
		$filters = self::requested();
		$search  = isset( $args['search'] ) && is_string( $args['search'] ) ? trim( $args['search'], " \t\n\r\0\x0B*" ) : '';
		if ( '' !== $search ) {
			$filters['search'] = $search;
			$args['search']    = '';
		}
		if ( array_filter( $filters ) ) {
			$args[ MemberColumns::QUERY_VAR ] = $filters;
		}
		if ( isset( $args['orderby'] ) && 'mvc_registered' === $args['orderby'] ) {
			$args['orderby'] = 'ID';
		}
		return $args;
	}

	/**
	 * `pre_user_query`: the list's filters and search as prepared clauses (see the class).
	 *
	 * @param mixed $query The query (a WP_User_Query).
	 */
	public function where( $query ): void {
		if ( ! $query instanceof WP_User_Query ) {
			return;
		}
		$filters = $query->get( MemberColumns::QUERY_VAR );
		if ( ! is_array( $filters ) ) {
			return;
		}
		$query->query_where .= self::clauses( $filters );
	}

	/**
	 * The SQL of the filters and the search, prepared.
	 *
	 * @param array<string, mixed> $filters institution, title, digest, wechat, search.
	 */
	public static function clauses( array $filters ): string {
		global $wpdb;
		$table = Tables::member_index();
		$in    = static fn( string $where ): string => " AND {$wpdb->users}.ID IN (SELECT user_id FROM {$table} WHERE {$where})";
		$out   = static fn( string $where ): string => " AND {$wpdb->users}.ID NOT IN (SELECT user_id FROM {$table} WHERE {$where})";
		$text  = static fn( string $key ): string => isset( $filters[ $key ] ) && is_string( $filters[ $key ] ) ? $filters[ $key ] : '';
		$sql   = '';
		if ( '' !== $text( 'institution' ) ) {
			$sql .= $in( $wpdb->prepare( 'institution LIKE %s', '%' . $wpdb->esc_like( $text( 'institution' ) ) . '%' ) );
		}
		if ( '' !== $text( 'title' ) ) {
			$sql .= $in( $wpdb->prepare( 'title = %s', $text( 'title' ) ) );
		}
		if ( 'on' === $text( 'digest' ) ) {
			$sql .= $in( 'digest = 1' );
		} elseif ( 'off' === $text( 'digest' ) ) {
			$sql .= $out( 'digest = 1' );
		}
		if ( 'linked' === $text( 'wechat' ) ) {
			$sql .= $in( 'wechat = 1' );
		} elseif ( 'unlinked' === $text( 'wechat' ) ) {
			$sql .= $out( 'wechat = 1' );
		}
		$search = $text( 'search' );
		if ( '' !== $search ) {
			$sql .= self::search( $search );
		}
		return $sql;
	}

	/**
	 * The search: a whole address by the e-mail index; otherwise the display name, the login, the
	 * e-mail or the institution containing the text (and the id, for a number).
	 *
	 * @param string $search What the operator typed.
	 */
	private static function search( string $search ): string {
		global $wpdb;
		if ( is_email( $search ) ) {
			return $wpdb->prepare( " AND {$wpdb->users}.user_email = %s", $search );
		}
		$like  = '%' . $wpdb->esc_like( $search ) . '%';
		$table = Tables::member_index();
		$id    = ctype_digit( $search ) ? $wpdb->prepare( " OR {$wpdb->users}.ID = %d", (int) $search ) : '';
		return $wpdb->prepare(
			" AND ({$wpdb->users}.display_name LIKE %s OR {$wpdb->users}.user_login LIKE %s OR {$wpdb->users}.user_email LIKE %s OR {$wpdb->users}.ID IN (SELECT user_id FROM {$table} WHERE institution LIKE %s){$id})", // phpcs:ignore WordPress.DB.PreparedSQL.InterpolatedNotPrepared -- table names from WordPress and Tables; $id is prepared above.
			$like,
			$like,
			$like,
			$like
		);
	}
}
