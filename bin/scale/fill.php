<?php
/**
 * The scale bench: runs the plugin's one-time fills to their end after bin/scale/grow.sql (which deleted their
 * "built" options), so nothing is measured while a fill is still running. Each call is the class's own (the same
 * the first requests would make), guarded so an older or newer plugin without one still runs the others.
 *
 * Usage: php bin/scale/fill.php <WordPress dir> <site url> [demo]
 *
 * @package Mvc
 */

// phpcs:disable WordPress.NamingConventions.PrefixAllGlobals, WordPress.DB.DirectDatabaseQuery -- a command-line script, not loaded by WordPress; it reads the marks uncached on purpose.

require __DIR__ . '/load.php';

// Each fill's own request path (maybe_build(): the claim, the statements, the mark), called until its mark says
// done (a fill by ranges does about three seconds a call).
$fills = array(
	'mvc_user_roles_built'       => 'Mvc\Core\Admin\UserRoles',
	'mvc_member_index_built'     => 'Mvc\Core\Admin\MemberIndex',
	'mvc_submission_index_built' => 'Mvc\Core\Submissions\InboxIndex',
	'mvc_member_names_built'     => 'Mvc\Core\Comments\CommentMentionNames',
	'mvc_comment_karma_counted'  => 'Mvc\Core\Comments\CommentModeration',
);
$mark  = static function ( string $option ): string {
	global $wpdb;
	return (string) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $option ) );
};
foreach ( $fills as $option => $class ) {
	$call = array( $class, str_ends_with( $class, 'CommentModeration' ) ? 'maybe_count_likes' : 'maybe_build' );
	if ( ! is_callable( $call ) ) {
		fwrite( STDERR, "fill: {$class} has no " . $call[1] . "(), skipped\n" );
		continue;
	}
	$t0 = microtime( true );
	for ( $i = 0; $i < 500; $i++ ) {
		wp_cache_delete( $option, 'options' );
		wp_cache_delete( 'alloptions', 'options' );
		$now = $mark( $option );
		// A fill by ranges ends with 'done'; a whole fill with its time (not 'building …').
		$ranges = in_array( $option, array( 'mvc_member_names_built', 'mvc_comment_karma_counted' ), true );
		if ( $ranges ? 'done' === $now : ( '' !== $now && ! str_starts_with( $now, 'building' ) ) ) {
			break;
		}
		if ( $i > 0 && str_starts_with( $now, 'building' ) ) {
			usleep( 500000 );
		}
		call_user_func( $call );
	}
	printf( "   %-30s %-40s %6.1f s (%s)\n", $option, $class, microtime( true ) - $t0, $mark( $option ) );
}//end foreach
// Whether this plugin has a fill (the scale bench runs on older and newer plugins alike).
$has = static fn( string $class_name, string $method ): bool => is_callable( array( $class_name, $method ) );
// The list index of the page families (Content\TermPosts, when the plugin has it): filled again to its end.
if ( $has( 'Mvc\Core\Content\TermPosts', 'fill' ) ) {
	delete_option( 'mvc_term_posts_built' );
	delete_transient( 'mvc_term_posts_built_claim' );
	$t0 = microtime( true );
	call_user_func( array( 'Mvc\Core\Content\TermPosts', 'fill' ), 0 );
	printf( "   %-30s %-40s %6.1f s\n", 'mvc_term_posts_built', 'Mvc\Core\Content\TermPosts', microtime( true ) - $t0 );
}
// The tags' follower counts (Member\TagSubscriptions, when the plugin keeps them): counted again from the rows.
if ( $has( 'Mvc\Core\Member\TagSubscriptions', 'count_all' ) ) {
	delete_option( 'mvc_tag_followers_counted' );
	$t0 = microtime( true );
	call_user_func( array( 'Mvc\Core\Member\TagSubscriptions', 'count_all' ) );
	printf( "   %-30s %-40s %6.1f s\n", 'mvc_tag_followers_counted', 'Mvc\Core\Member\TagSubscriptions', microtime( true ) - $t0 );
}
// The site's comment total (Admin\CommentCounts): counted once by its first reader.
printf( "   %-30s %d comments\n", 'mvc_comment_total', Mvc\Core\Admin\CommentCounts::total() );
