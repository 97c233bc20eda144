<?php
/**
 * The plugin's API for the theme.
 *
 * @package Mvc\Tests
 */

namespace Mvc\Tests\Plugin\View;

use Mvc\Core\Member\Likes;
use Mvc\Core\View\Article;
use Mvc\Core\View\Contact;
use Mvc\Core\View\Member;
use Mvc\Core\View\Minisite;
use Mvc\Tests\TestCase;
use ReflectionClass;
use ReflectionMethod;

/**
 * Mvc\Core\View: every class is a final set of static questions with no state of its own (what the
 * theme may ask, in one folder), and the answers the article page, the contact page and the
 * minisite print.
 */
final class ViewApiTest extends TestCase {

	/**
	 * The classes of plugin/inc/View.
	 *
	 * @return list<class-string>
	 */
	private static function classes(): array {
		$classes = array();
		foreach ( (array) glob( dirname( __DIR__, 4 ) . '/plugin/inc/View/*.php' ) as $file ) {
			$classes[] = 'Mvc\\Core\\View\\' . basename( (string) $file, '.php' );
		}
		return $classes;
	}

	public function test_view_classes_are_final_static_and_stateless(): void {
		$classes = self::classes();
		$this->assertGreaterThanOrEqual( 10, count( $classes ) );
		$found = array();
		foreach ( $classes as $class_name ) {
			$class = new ReflectionClass( $class_name );
			if ( ! $class->isFinal() ) {
				$found[] = $class_name . ' is not final';
			}
			if ( $class->getProperties() ) {
				$found[] = $class_name . ' keeps state';
			}
			foreach ( $class->getMethods( ReflectionMethod::IS_PUBLIC ) as $method ) {
				if ( ! $method->isStatic() ) {
					$found[] = $class_name . '::' . $method->getName() . ' is not static';
				}
			}
		}
		$this->assertSame( array(), $found );
	}

	public function test_article_deadline_of_an_open_call_offers_follow_and_calendar(): void {
		$id   = self::factory()->post();
		$day  = gmdate( 'Y-m-d', time() + 10 * DAY_IN_SECONDS );
		$view = Article::deadline( get_post( $id ), $day );

		$this->assertGreaterThanOrEqual( 9, $view['days'] );
		$this->assertTrue( $view['followable'] );
		$this->assertFalse( $view['confirmed'] );
		$this->assertStringContainsString( 'deadline-ics=1', $view['calendar'] );
		$this->assertMatchesRegularExpression( '/^\d{4}年\d{1,2}月\d{1,2}日$/u', $view['deadline_label'] );
	}

	public function test_article_deadline_of_a_closed_call_offers_neither(): void {
		$id   = self::factory()->post();
		$view = Article::deadline( get_post( $id ), gmdate( 'Y-m-d', time() - 3 * DAY_IN_SECONDS ) );

		$this->assertLessThan( 0, $view['days'] );
		$this->assertFalse( $view['followable'] );
		$this->assertSame( '', $view['calendar'] );
	}

	public function test_article_deadline_without_a_day_is_followable_without_a_countdown(): void {
		$view = Article::deadline( get_post( self::factory()->post() ), '' );

		$this->assertNull( $view['days'] );
		$this->assertTrue( $view['followable'] );
		$this->assertSame( '', $view['calendar'] );
	}

	public function test_reactions_tell_a_member_what_they_liked_and_a_visitor_nothing(): void {
		$post   = self::factory()->post();
		$member = self::factory()->member();
		( new Likes() )->add( $member, $post );

		$visitor = Article::reactions( $post );
		wp_set_current_user( $member );
		$mine = Article::reactions( $post );

		$this->assertSame( 1, $visitor['likes'] );
		$this->assertFalse( $visitor['liked'] );
		$this->assertTrue( $mine['liked'] );
		$this->assertFalse( $mine['favorited'] );
		$this->assertSame( 0, $mine['favorites'] );
	}

	public function test_a_visitor_is_no_member(): void {
		$this->assertFalse( Member::is_member() );
		wp_set_current_user( self::factory()->member() );
		$this->assertTrue( Member::is_member() );
	}

	public function test_contact_form_names_its_fields_and_a_plain_visit_is_idle(): void {
		$form  = Contact::form();
		$state = Contact::state();

		$this->assertSame( array( 'name', 'email', 'title', 'message' ), array_keys( $form['fields'] ) );
		$this->assertSame( 'website', $form['honeypot'] );
		$this->assertSame( 'idle', $state['status'] );
		$this->assertFalse( $state['personal'] );
	}

	public function test_minisite_logo_follows_the_journal_type(): void {
		$this->assertSame( 'oa', Minisite::logo( array( 'journal_templete_type' => Minisite::OA_TYPE ) ) );
		$this->assertSame( 'owned', Minisite::logo( array( 'owned_by_gdch' => true ) ) );
		$this->assertSame( 'generic', Minisite::logo( array() ) );
		$this->assertFalse( Minisite::personal() );
	}
}
