<?php
/**
 * Demo courses for /courses.
 *
 * @package Mvc
 */

namespace Mvc\Seed;

use Mvc\Core\Content\Courses\Course;

/**
 * Thirty-two courses about finding literature, writing papers, drawing figures and submitting them,
 * across every facet value (each skill, each duration bucket, both languages, with and without the
 * translation certificate), free and paid, with and without a discount code, each with a cover
 * drawn by Images. Idempotent: a course whose slug exists is left as it is. Needs the MVC Core
 * plugin (its post type and terms) and bin/seed/Images.php.
 */
final class DemoCourses {

	/**
	 * The courses: [title, digest, skills, language, certificate, minutes, cost, discount code,
	 * target audiences]. The first is the newest.
	 */
	private const COURSES = array(
		array( '从零开始：Web of Science 高效检索', '掌握 Web of Science 的检索式、字段限定与引文追踪，十分钟找到领域核心文献。', array( 'information-retrieval' ), 'chinese', false, 25, 0, '', array( '研究生新生', '刚进入课题组的科研人员' ) ),
		array( 'Scopus 与 Google Scholar 检索对比实战', '同一课题在三个数据库中的检索差异，如何组合使用以免漏检。', array( 'information-retrieval' ), 'chinese', false, 45, 99, 'SCOPUS20', array( '硕士研究生', '博士研究生' ) ),
		array( '文献管理：EndNote 与 Zotero 全流程', '从导入、去重、分组到在 Word 中插入参考文献，一次讲清。', array( 'information-retrieval', 'paper-writing' ), 'chinese', false, 75, 199, 'REF50', array( '需要撰写学位论文的学生', '青年教师' ) ),
		array( '如何快速读懂一篇材料学论文', '三遍阅读法：摘要与图表、方法与结果、讨论与局限。', array( 'information-retrieval' ), 'chinese', false, 20, 0, '', array( '本科高年级学生', '研究生新生' ) ),
		array( 'Systematic Literature Review in Materials Science', 'Plan, search, screen and synthesise a systematic review with PRISMA.', array( 'information-retrieval', 'paper-writing' ), 'english', false, 90, 299, 'PRISMA30', array( 'PhD students', 'Postdoctoral researchers' ) ),
		array( '专利检索入门：从论文到技术转化', '学会使用专利数据库检索同类技术，评估研究的新颖性。', array( 'information-retrieval' ), 'chinese', false, 55, 149, '', array( '工科研究生', '企业研发人员' ) ),
		array( 'SCI 论文写作：标题与摘要', '标题的信息密度与摘要的五句结构，附二十个正反案例。', array( 'paper-writing' ), 'chinese', false, 35, 0, '', array( '准备投稿的研究生', '青年科研人员' ) ),
		array( 'SCI 论文写作：引言的逻辑', '从领域背景到研究空白，用漏斗结构写出有说服力的引言。', array( 'paper-writing' ), 'chinese', false, 40, 129, 'INTRO15', array( '博士研究生', '博士后' ) ),
		array( 'SCI 论文写作：结果与讨论', '结果怎么摆、讨论怎么展开，避免"结果复述式"讨论。', array( 'paper-writing' ), 'chinese', false, 65, 199, '', array( '博士研究生', '青年教师' ) ),
		array( 'Academic English for Materials Scientists', 'Tense, voice, hedging and the verbs that reviewers expect in a results section.', array( 'paper-writing' ), 'english', true, 120, 399, 'ENGLISH100', array( 'Researchers writing in English', 'Translators of scientific texts' ) ),
		array( '科技论文翻译：中译英常见错误', '术语、长句拆分与中式英语的修正，配真实稿件对照。', array( 'paper-writing' ), 'chinese', true, 50, 259, 'TRANS40', array( '科技翻译从业者', '需要自行翻译论文的作者' ) ),
		array( '科技翻译资格备考：材料学术语专项', '材料学高频术语与固定表达，帮助备考翻译资格考试。', array( 'paper-writing' ), 'chinese', true, 80, 299, '', array( '翻译资格考生', '科技翻译从业者' ) ),
		array( 'Writing a Cover Letter Editors Read', 'What editors look for in the first paragraph, and what to leave out.', array( 'paper-writing', 'submission-tips' ), 'english', false, 15, 0, '', array( 'First-time authors' ) ),
		array( '学位论文写作：从开题到答辩', '章节规划、进度管理与格式规范，结合学位论文模板逐章讲解。', array( 'paper-writing' ), 'chinese', false, 150, 0, '', array( '硕士研究生', '博士研究生' ) ),
		array( '科研绘图入门：Origin 基础', '从数据导入到出版级折线图、柱状图，掌握 Origin 的基本操作。', array( 'research-figures' ), 'chinese', false, 30, 0, '', array( '本科高年级学生', '研究生新生' ) ),
		array( 'Origin 进阶：多图层与组合图', '双 Y 轴、插图、面板组合与模板复用，一次做出整版图。', array( 'research-figures' ), 'chinese', false, 60, 159, 'ORIGIN20', array( '研究生', '青年科研人员' ) ),
		array( 'Python Matplotlib 科研绘图', '用 Matplotlib 和 seaborn 画出期刊要求的图，并批量导出矢量图。', array( 'research-figures' ), 'chinese', false, 95, 199, '', array( '会一点 Python 的研究生', '数据分析人员' ) ),
		array( '显微图像处理：ImageJ 实用技巧', '比例尺、粒径统计与伪彩处理，以及图像处理的学术规范。', array( 'research-figures' ), 'chinese', false, 45, 0, '', array( '从事表征工作的研究生', '实验室技术人员' ) ),
		array( 'Designing Graphical Abstracts', 'Compose a graphical abstract that tells the story in one glance.', array( 'research-figures', 'submission-tips' ), 'english', false, 28, 79, 'GA10', array( 'Authors preparing a submission' ) ),
		array( '晶体结构可视化：VESTA 与 Diamond', '晶胞、多面体与电子密度图的绘制，以及配色与视角选择。', array( 'research-figures' ), 'chinese', false, 70, 229, '', array( '材料与化学方向研究生' ) ),
		array( '三维示意图：Blender 科研插图', '用 Blender 制作封面图与机理示意图，从建模到渲染。', array( 'research-figures' ), 'chinese', false, 180, 499, 'COVER88', array( '需要制作期刊封面的作者', '科研美工' ) ),
		array( '配色与排版：让图表一眼看懂', '色盲友好配色、字体字号与对齐，让审稿人读图不费力。', array( 'research-figures' ), 'chinese', false, 18, 0, '', array( '所有需要作图的科研人员' ) ),
		array( '如何选择合适的期刊', '影响因子、分区、审稿周期与范围匹配，建立自己的投稿清单。', array( 'submission-tips' ), 'chinese', false, 26, 0, '', array( '第一次投稿的作者', '研究生导师' ) ),
		array( '投稿系统全流程演示', '以常见投稿系统为例，从注册、上传到跟踪状态的每一步。', array( 'submission-tips' ), 'chinese', false, 33, 0, '', array( '第一次投稿的作者' ) ),
		array( '审稿意见回复的艺术', '逐条回复的格式与语气，如何有理有据地反驳审稿人。', array( 'submission-tips', 'paper-writing' ), 'chinese', false, 58, 179, 'REPLY25', array( '收到修改意见的作者', '博士研究生' ) ),
		array( 'Responding to Reviewers in English', 'Templates and phrases for a point-by-point response letter.', array( 'submission-tips' ), 'english', true, 42, 149, '', array( 'Non-native English authors', 'Scientific translators' ) ),
		array( '被拒稿之后：转投策略', '读懂拒稿信、判断修改方向，以及转投时需要调整的内容。', array( 'submission-tips' ), 'chinese', false, 22, 0, '', array( '被拒稿的作者' ) ),
		array( '学术诚信与图片规范', '图片拼接、重复使用与数据处理的边界，避免学术不端风险。', array( 'submission-tips', 'research-figures' ), 'chinese', false, 38, 0, '', array( '所有科研人员' ) ),
		array( 'Open Access Publishing Explained', 'Gold, green and hybrid open access, licences and article processing charges.', array( 'submission-tips' ), 'english', false, 62, 0, '', array( 'Authors choosing a journal', 'Librarians' ) ),
		array( '数据可用性声明与数据仓储', '如何准备补充材料、选择数据仓储并写好数据可用性声明。', array( 'submission-tips', 'information-retrieval' ), 'chinese', false, 29, 69, 'DATA10', array( '准备投稿的作者' ) ),
		array( 'Scientific Translation Qualification: Practice Set', 'Timed practice of abstract and methods translation with marked answers.', array( 'paper-writing' ), 'english', true, 140, 359, 'CERT60', array( 'Candidates of the translation qualification' ) ),
		array( '一小时写好基金申请书摘要', '立项依据、研究内容与创新点的浓缩写法。', array( 'paper-writing' ), 'chinese', false, 60, 0, '', array( '青年教师', '博士后' ) ),
	);

	/**
	 * Adds the courses that do not exist yet.
	 */
	public function run(): void {
		$now = time();
		foreach ( self::COURSES as $index => $course ) {
			$slug = sprintf( 'course-%02d', $index + 1 );
			if ( get_page_by_path( $slug, OBJECT, Course::TYPE ) ) {
				continue;
			}
			list( $title, $digest, $skills, $language, $certificate, $minutes, $cost, $code, $audiences ) = $course;
			$date = gmdate( 'Y-m-d H:i:s', $now - ( $index * 3 + 1 ) * DAY_IN_SECONDS );
			$id   = wp_insert_post(
				array(
					'post_type'     => Course::TYPE,
					'post_status'   => 'publish',
					'post_name'     => $slug,
					'post_title'    => $title,
					'post_excerpt'  => $digest,
					'post_date_gmt' => $date,
					'post_date'     => get_date_from_gmt( $date ),
				)
			);
			if ( ! $id ) {
				continue;
			}
			update_post_meta( $id, Course::META_COST, $cost );
			update_post_meta( $id, Course::META_DURATION, $minutes );
			update_post_meta( $id, Course::META_LEARNERS, ( $index * 37 + 11 ) % 400 );
			update_post_meta( $id, Course::META_AUDIENCES, implode( "\n", $audiences ) );
			update_post_meta( $id, Course::META_URL, 'https://www.example.com/courses/' . $slug );
			if ( '' !== $code ) {
				update_post_meta( $id, Course::META_CODE, $code );
			}
			wp_set_object_terms( $id, $skills, Course::TAX_SKILL );
			wp_set_object_terms( $id, array( $language ), Course::TAX_LANGUAGE );
			wp_set_object_terms( $id, $certificate ? array( 'translation-qualification' ) : array(), Course::TAX_CERTIFICATE );
			$cover = Images::create( 100 + $index, $title . ' 封面', 800, 500 );
			if ( $cover ) {
				set_post_thumbnail( $id, $cover );
			}
		}//end foreach
	}
}
