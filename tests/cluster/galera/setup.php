<?php
// php setup.php <members>: proof members with a session each, a post, 20 tags, a course. Prints JSON.
require __DIR__ . '/boot.php';
use Mvc\Core\Member\Sessions;
use Mvc\Core\Member\SessionCookie;
use Mvc\Core\Member\Role;
$n       = (int) ( $argv[1] ?? 20 );
$members = array();
for ( $i = 1; $i <= $n; $i++ ) {
	$email = "galera-proof-{$i}@example.com";
	$user  = get_user_by( 'email', $email );
	$id    = $user ? $user->ID : wp_insert_user( array( 'user_login' => "galera_proof_{$i}", 'user_email' => $email, 'user_pass' => wp_generate_password( 20 ), 'role' => Role::NAME ) );
	if ( is_wp_error( $id ) ) { fwrite( STDERR, $id->get_error_message() . "\n" ); exit( 1 ); }
	$session = ( new Sessions() )->create( (int) $id, false, '127.0.0.1', 'galera-proof' );
	$_COOKIE[ SessionCookie::COOKIE ] = $session['token'];
	SessionCookie::reset();
	wp_set_current_user( 0 );
	SessionCookie::session();
	wp_set_current_user( (int) $id );
	$members[] = array( 'id' => (int) $id, 'token' => $session['token'], 'nonce' => wp_create_nonce( 'wp_rest' ) );
}
$tags = array();
for ( $i = 1; $i <= 20; $i++ ) {
	$term = term_exists( "galera-proof-tag-{$i}", 'post_tag' );
	if ( ! $term ) { $term = wp_insert_term( "galera proof tag {$i}", 'post_tag', array( 'slug' => "galera-proof-tag-{$i}" ) ); }
	$tags[] = (int) $term['term_id'];
}
$post   = get_posts( array( 'post_type' => 'post', 'post_status' => 'publish', 'numberposts' => 1, 'has_password' => false, 'fields' => 'ids' ) );
$course = get_posts( array( 'post_type' => 'course', 'post_status' => 'publish', 'numberposts' => 1, 'fields' => 'ids' ) );
echo wp_json_encode( array( 'members' => $members, 'tags' => $tags, 'post' => (int) ( $post[0] ?? 0 ), 'course' => (int) ( $course[0] ?? 0 ) ) );
